import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SpawnError, spawnLongRun, spawnPipedRun, spawnRun } from './spawner.js';

/** Whether `done` settles within `ms`. */
const endedWithin = (done: Promise<unknown>, ms: number) =>
  Promise.race([
    done.then(
      () => true,
      () => true,
    ),
    sleep(ms).then(() => false),
  ]);

/** Real programs through the real spawner process (record 123). */
describe('the spawner', () => {
  it('passes several megabytes through stdin and back from stdout unchanged', async () => {
    const input = randomBytes(5 * 1024 * 1024 + 123);
    const run = spawnRun('cat', 'cat', [], { stallMs: 10_000 });
    run.feed(input);
    const { stdout } = await run.done;
    expect(stdout.length).toBe(input.length);
    expect(stdout.equals(input)).toBe(true);
    // A large input crossed as a file (record 124), which is gone once the run is done.
    const left = fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith(`avs-stdin-${process.pid}-`));
    expect(left).toEqual([]);
  });

  it('runs many at once, each with its own input', async () => {
    const runs = Array.from({ length: 12 }, (_, i) => {
      const run = spawnRun('cat', 'cat', [], { stallMs: 10_000 });
      run.feed(Buffer.from(`run ${i}`));
      return run.done;
    });
    expect((await Promise.all(runs)).map((r) => r.stdout.toString())).toEqual(
      Array.from({ length: 12 }, (_, i) => `run ${i}`),
    );
  });

  it('names the program and keeps the tail of stderr when a run fails', async () => {
    const run = spawnRun('sh-test', 'sh', ['-c', 'echo the reason >&2; exit 3'], { stallMs: 10_000 });
    run.feed(new Uint8Array(0));
    const error = await run.done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpawnError);
    expect((error as SpawnError).message).toBe('sh-test exited with 3');
    expect((error as SpawnError).stderr.trim()).toBe('the reason');
  });

  it('says so when the program does not exist', async () => {
    const run = spawnRun('nothing', '/no/such/program', [], { stallMs: 10_000 });
    run.feed(new Uint8Array(0));
    await expect(run.done).rejects.toThrow(/^nothing .*ENOENT/);
  });

  it('stops a run that makes no progress once its input has come, and one that is killed', async () => {
    const idle = spawnRun('sleep', 'sleep', ['30'], { stallMs: 500 });
    // Started ahead, it may wait for its input far longer than its span.
    expect(await endedWithin(idle.done, 1500)).toBe(false);
    idle.feed(new Uint8Array(0));
    // Sleeping, it uses no CPU and writes nothing: stopped, and the message says why.
    await expect(idle.done).rejects.toThrow(/^sleep was stopped: no progress in \d+ s$/);
    const killed = spawnRun('sleep', 'sleep', ['30'], { stallMs: 10_000 });
    killed.kill();
    await expect(killed.done).rejects.toThrow('sleep was stopped (SIGKILL)');
  });

  it('never stops a run that is only slow: it spends CPU for far longer than its span', async () => {
    const busy = spawnRun(
      'busy',
      process.execPath,
      ['-e', 'const end = Date.now() + 2000; while (Date.now() < end);'],
      {
        stallMs: 300,
      },
    );
    busy.feed(new Uint8Array(0));
    await expect(busy.done).resolves.toMatchObject({ stderr: '' });
  });

  it('lets a piped run wait for its input, and a long run wait between requests, but not within one', async () => {
    const piped = spawnPipedRun('cat', 'cat', [], () => {}, { stallMs: 300 });
    piped.write(Buffer.from('a sentence'));
    expect(await endedWithin(piped.done, 1500)).toBe(false);
    piped.end();
    await expect(piped.done).resolves.toMatchObject({ stderr: '' });

    const long = spawnLongRun('cat', 'cat', [], () => {}, { stallMs: 300 });
    expect(await endedWithin(long.done, 1500)).toBe(false);
    // A request it never answers (cat echoes only what it is given: nothing).
    long.hold(true);
    await expect(long.done).rejects.toThrow(/^cat was stopped: no progress in \d+ s$/);
  });

  it('starts its children from a small process, not from the server', async () => {
    const run = spawnRun('sh', 'sh', ['-c', 'echo $PPID'], { stallMs: 10_000 });
    run.feed(new Uint8Array(0));
    const parent = Number((await run.done).stdout.toString().trim());
    expect(parent).not.toBe(process.pid);
    const status = fs.readFileSync(`/proc/${parent}/status`, 'utf8');
    expect(Number(/PPid:\s+(\d+)/.exec(status)![1])).toBe(process.pid);
    // A plain Node process of a few tens of megabytes: forking it is cheap.
    expect(Number(/VmRSS:\s+(\d+)/.exec(status)![1])).toBeLessThan(150_000);
  });

  it("passes a long run's stdout on as it comes, answer after answer, until it is killed", async () => {
    const answers: string[] = [];
    let next: () => void = () => {};
    const run = spawnLongRun(
      'cat',
      'cat',
      [],
      (chunk) => {
        answers.push(Buffer.from(chunk).toString());
        next();
      },
      { stallMs: 10_000 },
    );
    const answered = () => new Promise<void>((resolve) => (next = resolve));
    for (const request of ['first', 'second']) {
      const answer = answered();
      run.hold(true);
      run.write(Buffer.from(request));
      await answer;
      run.hold(false);
    }
    // Its stdin is still open: cat would have ended otherwise.
    expect(answers).toEqual(['first', 'second']);
    run.kill();
    await expect(run.done).rejects.toThrow('cat was stopped (SIGKILL)');
  });
});
