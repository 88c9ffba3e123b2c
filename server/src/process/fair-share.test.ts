import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { FairQueue, holdCore, inBackground, inLane, listeningLane, tasksUnderWay, yieldsCores } from './fair-share.js';
import { resolveFfmpeg } from './ffmpeg-binary.js';
import { runFfmpeg } from './run-ffmpeg.js';

const cancelled = () => new Error('cancelled by the test');

/** What a test's jobs wait on until the test lets them end. */
function gate(): { held: Promise<void>; release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

/** A job under way in `lane` that queues `items` and then waits on `held`. */
const queueing = (queue: FairQueue<string>, lane: string, held: Promise<void>, ...items: string[]) =>
  inLane(lane, async () => {
    for (const item of items) queue.push(item);
    await held;
  });

describe('work lanes', () => {
  it('give the next turn to the lightest lane, and take a cancelled job’s waiting items out of line', async () => {
    const queue = new FairQueue<string>();
    const refused: string[] = [];
    const controller = new AbortController();
    const { held, release } = gate();
    // One user has two jobs under way (two lanes' worth of tasks), another one job that is then cancelled.
    const busy = [1, 2].map(() => queueing(queue, 'flood', held, 'flood piece'));
    const doomed = inLane(
      'quiet',
      async () => {
        queue.push('quiet piece 1', () => refused.push('quiet piece 1'));
        queue.push('quiet piece 2', () => refused.push('quiet piece 2'));
        await held;
      },
      controller.signal,
    );
    expect(queue.length).toBe(4);
    controller.abort(cancelled());
    expect(refused).toEqual(['quiet piece 1', 'quiet piece 2']);
    expect(queue.length).toBe(2);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(['flood piece', 'flood piece', undefined]);
    release();
    await Promise.all([...busy, doomed]);
  });

  it('serve a single message before a flood that queued first', async () => {
    const queue = new FairQueue<string>();
    const { held, release } = gate();
    const flood = [1, 2, 3].map((n) => queueing(queue, 'flood', held, `flood ${n}`));
    const single = queueing(queue, 'single', held, 'single');
    expect(queue.shift()).toBe('single');
    release();
    await Promise.all([...flood, single]);
  });

  it('serve someone listening to a preview before every user, even one with a single message (record 170)', async () => {
    const queue = new FairQueue<string>();
    const { held, release } = gate();
    const single = queueing(queue, 'single', held, 'single');
    // The flood's own user previews meanwhile: the preview goes first, the user's messages do not.
    const flood = [1, 2].map((n) => queueing(queue, 'flood', held, `flood ${n}`));
    const preview = queueing(queue, listeningLane('flood'), held, 'preview 1', 'preview 2');
    expect([queue.shift(), queue.shift(), queue.shift(), queue.shift(), queue.shift()]).toEqual([
      'preview 1',
      'preview 2',
      'single',
      'flood 1',
      'flood 2',
    ]);
    release();
    await Promise.all([single, ...flood, preview]);
  });

  it('count the jobs under way on this node, across lanes, until each ends (a split encode’s part count)', async () => {
    const { held, release } = gate();
    const seen: number[] = [];
    const jobs = [
      inLane('a', async () => {
        seen.push(tasksUnderWay());
        await held;
      }),
      inLane('a', () => held),
      inLane('b', () => held),
    ];
    expect(tasksUnderWay()).toBe(3);
    expect(seen).toEqual([1]);
    release();
    await Promise.all(jobs);
    expect(tasksUnderWay()).toBe(0);
  });

  it('serve the background only when no one else waits, even a user with a flood under way', async () => {
    const queue = new FairQueue<string>();
    const { held, release } = gate();
    const warming = inBackground(async () => {
      queue.push('warm-up 1');
      queue.push('warm-up 2');
      await held;
    });
    const flood = [1, 2].map((n) => queueing(queue, 'flood', held, `flood ${n}`));
    expect([queue.shift(), queue.shift(), queue.shift(), queue.shift(), queue.shift()]).toEqual([
      'flood 1',
      'flood 2',
      'warm-up 1',
      'warm-up 2',
      undefined,
    ]);
    release();
    await Promise.all([warming, ...flood]);
  });
});

describe('yielding the cores (record 132)', () => {
  it('holds back a heavier lane while a lighter one runs work and every core is taken, a moment past its end', async () => {
    const { held, release } = gate();
    const lanes = [inLane('heavy', () => held), inLane('heavy', () => held), inLane('light', () => held)];
    const heavyPiece = holdCore('heavy');
    expect(yieldsCores('heavy', 2)).toBe(false); // nobody lighter holds a core
    const lightPiece = holdCore('light');
    expect(yieldsCores('heavy', 2)).toBe(true);
    expect(yieldsCores('light', 2)).toBe(false);
    expect(yieldsCores('heavy', 3)).toBe(false); // a core is still free
    lightPiece();
    // The light lane's next piece is on its way: its core stays taken for the handover.
    expect(yieldsCores('heavy', 2)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(yieldsCores('heavy', 2)).toBe(false);
    heavyPiece();
    release();
    await Promise.all(lanes);
  });

  it('holds back a user, however light, while someone listening holds a core and every core is taken', async () => {
    const { held, release } = gate();
    const listener = listeningLane('listener');
    const lanes = [inLane('user', () => held), inLane(listener, () => held), inLane(listener, () => held)];
    const userPiece = holdCore('user');
    const previewPiece = holdCore(listener);
    expect(yieldsCores('user', 2)).toBe(true);
    expect(yieldsCores(listener, 2)).toBe(false);
    previewPiece();
    userPiece();
    release();
    await Promise.all(lanes);
  });

  it('holds back the background for any user', async () => {
    const { held, release } = gate();
    const lanes = [inBackground(() => held), inLane('user', () => held), inLane('user', () => held)];
    const piece = holdCore('user');
    expect(yieldsCores('(background)', 1)).toBe(true);
    piece();
    release();
    await Promise.all(lanes);
  });
});

describe('a cancelled job', () => {
  it('kills its running ffmpeg and answers with the cancellation, and its waiting runs never start', async () => {
    const ffmpeg = (await resolveFfmpeg()).path;
    const controller = new AbortController();
    // Ten minutes of tone at real-time speed, as many as there are places, and one more that waits.
    const slow = ['-re', '-f', 'lavfi', '-i', 'sine=duration=600', '-f', 'null', '-'];
    const runs = Array.from({ length: os.cpus().length + 1 }, () =>
      inLane('user', () => runFfmpeg(ffmpeg, slow), controller.signal),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reason = cancelled();
    const started = Date.now();
    controller.abort(reason);
    for (const outcome of await Promise.allSettled(runs)) expect(outcome).toEqual({ status: 'rejected', reason });
    expect(Date.now() - started).toBeLessThan(10_000);
    // The places are free again: another run goes through at once.
    const quick = await runFfmpeg(ffmpeg, ['-f', 'lavfi', '-i', 'sine=duration=0.1', '-f', 'null', '-']);
    expect(quick.stderr).not.toContain('Error');
  });
});
