import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { resolveFfmpeg } from './ffmpeg-binary.js';
import { runFfmpeg, startFfmpeg } from './run-ffmpeg.js';

// ffmpeg runs through the spawner (record 123); an encoder may start before its input (record 084).
const ffmpeg = (await resolveFfmpeg()).path;
const RAW = ['-f', 's16le', '-ar', '8000', '-ac', '1', '-i', 'pipe:0'];

describe('running ffmpeg', () => {
  it('feeds stdin and returns stdout', async () => {
    const input = Buffer.alloc(8000 * 2); // one second of silence
    const { stdout } = await runFfmpeg(ffmpeg, [...RAW, '-f', 's16le', '-ar', '16000', 'pipe:1'], { input });
    expect(stdout.length).toBe(16000 * 2);
  });

  it('started ahead, gives its result when fed', async () => {
    const encoder = startFfmpeg(ffmpeg, [...RAW, '-f', 'wav', 'pipe:1']);
    await sleep(200); // started and waiting for its input
    const { stdout } = await encoder.finish(Buffer.alloc(800 * 2));
    expect(stdout.toString('ascii', 0, 4)).toBe('RIFF');
  });

  it('started ahead and failing before its input, says so when fed, and nothing is left unhandled', async () => {
    const broken = startFfmpeg(ffmpeg, ['-f', 'no-such-format', '-i', 'pipe:0', '-f', 'null', '-']);
    await sleep(500); // it has exited by now, before anyone awaited it
    await expect(broken.finish(Buffer.alloc(16))).rejects.toThrow(/ffmpeg exited with/);
  });

  it('started ahead and cancelled, is stopped', async () => {
    const encoder = startFfmpeg(ffmpeg, [...RAW, '-f', 'wav', 'pipe:1']);
    encoder.cancel();
    await sleep(200);
    await expect(encoder.finish(Buffer.alloc(16))).rejects.toThrow(/stopped \(SIGKILL\)/);
  });
});
