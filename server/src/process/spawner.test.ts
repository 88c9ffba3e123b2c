import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SpawnError, spawnLongRun, spawnRun } from './spawner.js';

/** Real programs through the real spawner process (record 123). */
describe('the spawner', () => {
  it('passes several megabytes through stdin and back from stdout unchanged', async () => {
    const input = randomBytes(5 * 1024 * 1024 + 123);
    const run = spawnRun('cat', 'cat', [], { timeoutMs: 10_000 });
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
      const run = spawnRun('cat', 'cat', [], { timeoutMs: 10_000 });
      run.feed(Buffer.from(`run ${i}`));
      return run.done;
    });
    expect((await Promise.all(runs)).map((r) => r.stdout.toString())).toEqual(
      Array.from({ length: 12 }, (_, i) => `run ${i}`),
    );
  });

  it('names the program and keeps the tail of stderr when a run fails', async () => {
    const run = spawnRun('sh-test', 'sh', ['-c', 'echo the reason >&2; exit 3'], { timeoutMs: 10_000 });
    run.feed(new Uint8Array(0));
    const error = await run.done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpawnError);
    expect((error as SpawnError).message).toBe('sh-test exited with 3');
    expect((error as SpawnError).stderr.trim()).toBe('the reason');
  });

  it('says so when the program does not exist', async () => {
    const run = spawnRun('nothing', '/no/such/program', [], { timeoutMs: 10_000 });
    run.feed(new Uint8Array(0));
    await expect(run.done).rejects.toThrow(/^nothing .*ENOENT/);
  });

  it('stops a run past its time limit, counted from its input, and one that is killed', async () => {
    const slow = spawnRun('sleep', 'sleep', ['30'], { timeoutMs: 200 });
    // Started ahead, it may wait for its input longer than its limit.
    const waited = await Promise.race([
      slow.done.then(
        () => 'ended',
        () => 'ended',
      ),
      sleep(400).then(() => 'waiting'),
    ]);
    expect(waited).toBe('waiting');
    slow.feed(new Uint8Array(0));
    await expect(slow.done).rejects.toThrow('sleep was stopped (SIGKILL)');
    const killed = spawnRun('sleep', 'sleep', ['30'], { timeoutMs: 10_000 });
    killed.kill();
    await expect(killed.done).rejects.toThrow('sleep was stopped (SIGKILL)');
  });

  it('starts its children from a small process, not from the server', async () => {
    const run = spawnRun('sh', 'sh', ['-c', 'echo $PPID'], { timeoutMs: 10_000 });
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
    const run = spawnLongRun('cat', 'cat', [], (chunk) => {
      answers.push(Buffer.from(chunk).toString());
      next();
    });
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
