import { runFfmpeg } from './run-ffmpeg.js';
import { SAMPLE_RATE } from '../dsp/mastering.js';

export interface Decoded {
  samples: Float32Array;
  /** Integrated loudness (BS.1770) when asked for; -Infinity for silence. */
  loudnessLufs?: number;
}

/**
 * Any audio to 44.1 kHz mono float samples in one ffmpeg run, through `shaping` (ffmpeg filters:
 * the mastering EQ and dynamics), optionally measuring the result's integrated loudness on the way
 * (ebur128 without true-peak oversampling, which the mix does not need).
 */
export async function decodeMono(
  env: { ffmpegPath: string },
  source: { file: string } | { bytes: Buffer },
  measure: boolean,
  shaping: string[] = [],
): Promise<Decoded> {
  const filters = [
    `aresample=${SAMPLE_RATE}`,
    'aformat=channel_layouts=mono',
    ...shaping,
    ...(measure ? ['ebur128=framelog=verbose'] : []),
  ];
  const input = 'file' in source ? source.file : 'pipe:0';
  const { stdout, stderr } = await runFfmpeg(
    env.ffmpegPath,
    ['-i', input, '-vn', '-af', filters.join(','), '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 'f32le', 'pipe:1'],
    { input: 'bytes' in source ? source.bytes : undefined },
  );
  const samples = floats(stdout);
  return measure ? { samples, loudnessLufs: loudnessInEbur128Log(stderr) } : { samples };
}

/** The integrated loudness in the summary ebur128 prints at the end of a run. */
export function loudnessInEbur128Log(stderr: string): number {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const match = /I:\s+(-?[\d.]+) LUFS/.exec(summary);
  if (!match) throw new Error(`ffmpeg printed no loudness summary:\n${stderr.slice(-1000)}`);
  const lufs = Number(match[1]);
  // ebur128 reports -70 LUFS (its absolute gate) for silence.
  return lufs <= -69.9 ? -Infinity : lufs;
}

/** Float32 samples over the bytes, copied only when the buffer is not 4-byte aligned. */
export function floats(bytes: Buffer): Float32Array {
  const count = Math.floor(bytes.length / 4);
  if (bytes.byteOffset % 4 === 0) return new Float32Array(bytes.buffer, bytes.byteOffset, count);
  return new Float32Array(new Uint8Array(bytes.subarray(0, count * 4)).buffer);
}
