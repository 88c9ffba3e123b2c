import { loudnessInEbur128Log } from './decode.js';
import { boundOf, decoderInput, encodeForLine, LINE_SAMPLE_RATE, type LineInput } from './phone-line.js';
import { runFfmpeg } from './run-ffmpeg.js';

/**
 * How much of a recording's loudness survives a landline call (G.711, process/phone-line.ts): the
 * integrated loudness (BS.1770) of its mono downmix, as a handset gets it, against the same after
 * the line. `lostShare` is the part of its loudness-weighted energy the line removes: 0.75 is a
 * 6 dB loss, three quarters of what the listener would have heard gone. A recording the line
 * silences entirely (all of it below 300 Hz, say) loses Infinity LU, all of it. `seconds` is how
 * much audio went through the line: the decoded length, at most the input's `maxSeconds`.
 */
export interface LineLoss {
  fileLufs: number;
  lineLufs: number;
  lossLu: number;
  lostShare: number;
  seconds: number;
}

/** Loudness is measured at 48 kHz, the rate BS.1770's K-weighting is specified at. */
export const MEASURE_RATE = 48_000;

/**
 * Both loudnesses are measured as streams inside ffmpeg: only the line's µ-law bitstream (8 kB a
 * second) passes through this process, never the decoded audio, so a long track costs a few MB.
 */
export async function measureLineLoss(ffmpeg: string, input: LineInput): Promise<LineLoss> {
  const [fileLufs, coded] = await Promise.all([
    'file' in input ? loudnessOfFile(ffmpeg, input) : loudnessOf(ffmpeg, input.samples, input.sampleRate),
    encodeForLine(ffmpeg, input, 'landline'),
  ]);
  const { stderr } = await runFfmpeg(
    ffmpeg,
    [...decoderInput('landline'), '-af', `aresample=${MEASURE_RATE},ebur128=framelog=verbose`, '-f', 'null', '-'],
    { input: coded },
  );
  const lineLufs = loudnessInEbur128Log(stderr);
  const lossLu = fileLufs - lineLufs;
  // µ-law is one byte a sample.
  return { fileLufs, lineLufs, lossLu, lostShare: lostShareOf(lossLu), seconds: coded.length / LINE_SAMPLE_RATE };
}

/**
 * The share of loudness-weighted energy a loss of `lossLu` takes away: 1 for an infinite loss
 * (nothing left on the line), 0 for a silent recording, whose loss is NaN (nothing to lose).
 */
export function lostShareOf(lossLu: number): number {
  return Number.isNaN(lossLu) ? 0 : 1 - 10 ** (-lossLu / 10);
}

/** Integrated loudness (LUFS) of mono float samples; -Infinity for silence. */
export async function loudnessOf(ffmpeg: string, samples: Float32Array, sampleRate: number): Promise<number> {
  const { stderr } = await runFfmpeg(
    ffmpeg,
    [
      '-f',
      'f32le',
      '-ar',
      String(sampleRate),
      '-ac',
      '1',
      '-i',
      'pipe:0',
      '-af',
      'ebur128=framelog=verbose',
      '-f',
      'null',
      '-',
    ],
    { input: Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength) },
  );
  return loudnessInEbur128Log(stderr);
}

/** Integrated loudness of a file's mono downmix, up to its bound. */
async function loudnessOfFile(ffmpeg: string, input: { file: string; maxSeconds?: number }): Promise<number> {
  const { stderr } = await runFfmpeg(ffmpeg, [
    '-i',
    input.file,
    '-vn',
    '-af',
    'aformat=channel_layouts=mono,ebur128=framelog=verbose',
    ...boundOf(input),
    '-f',
    'null',
    '-',
  ]);
  return loudnessInEbur128Log(stderr);
}
