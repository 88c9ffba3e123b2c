import type { Pcm } from '../../dsp/pcm.js';
import { runFfmpeg } from '../../process/run-ffmpeg.js';

/** Silences of at least `minSeconds` below -40 dB, as ffmpeg's silencedetect reports them. */
export async function detectSilences(ffmpegPath: string, mp3: Buffer, minSeconds = 0.3): Promise<number[]> {
  const { stderr } = await runFfmpeg(
    ffmpegPath,
    ['-i', 'pipe:0', '-af', `silencedetect=noise=-40dB:d=${minSeconds}`, '-f', 'null', '-'],
    { input: mp3 },
  );
  return [...stderr.matchAll(/silence_duration: ([\d.]+)/g)].map((m) => Number(m[1]));
}

/**
 * Where a recording is silent, found in its samples: runs of 10 ms frames under `thresholdDb`
 * (RMS, dBFS) at least `minSeconds` long, as [start, end] in seconds. A speech engine's soft edges
 * (trimmed to under -45 dBFS, render-speech.ts) count as silence here, as a listener hears them.
 */
export function silentSpans(pcm: Pcm, minSeconds: number, thresholdDb = -40): [number, number][] {
  const frame = Math.round(pcm.sampleRate / 100);
  const threshold = 32768 * 10 ** (thresholdDb / 20);
  const spans: [number, number][] = [];
  let start = -1;
  const frames = Math.floor(pcm.samples.length / frame);
  for (let f = 0; f <= frames; f++) {
    let energy = 0;
    if (f < frames) for (let i = f * frame; i < (f + 1) * frame; i++) energy += pcm.samples[i]! ** 2;
    const quiet = f < frames && Math.sqrt(energy / frame) < threshold;
    if (quiet && start < 0) start = f;
    if (!quiet && start >= 0) {
      if ((f - start) / 100 >= minSeconds) spans.push([start / 100, f / 100]);
      start = -1;
    }
  }
  return spans;
}
