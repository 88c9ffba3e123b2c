import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { loudnessOf, MEASURE_RATE } from '../process/line-loss.js';
import { measureLoudness } from '../process/measure.js';
import { throughLine, type PhoneLine } from '../process/phone-line.js';
import { STOI_SAMPLE_RATE, stoi } from '../dsp/stoi.js';
import type { MixEnv } from './mix-env.js';
import { SAMPLE_RATE } from '../dsp/mastering.js';
import { produceMix, renderMix, type MixRequest } from './produce-mix.js';

/**
 * What a mix measures in the file and on a simulated call (process/phone-line.ts), the figures the
 * telephone master is held to (docs/decisions/040): loudness in the file and on the line; the
 * music against the voice, each as loudness (BS.1770), from the mix's own stems (the music as the
 * intro plays it, before ducking); and STOI of the mixed voice against the voice alone, both
 * through the line. The mix is the real MP3 the product stores.
 */
export interface LineFigures {
  fileLufs: number;
  fileTruePeakDbtp: number;
  lineLufs: number;
  /** fileLufs - lineLufs: what the call takes away. */
  lineLossLu: number;
  /** Music (before ducking) minus voice, in LU; -Infinity without music. */
  musicToVoiceFileDb: number;
  musicToVoiceLineDb: number;
  stoi: number;
}

export async function measureMixOnLine(env: MixEnv, request: MixRequest, line: PhoneLine): Promise<LineFigures> {
  const ffmpeg = env.ffmpegPath;
  const { stems } = await renderMix(env, request, true);
  const dir = path.join(env.dataDir, 'tmp');
  await fs.mkdir(dir, { recursive: true });
  const mp3 = path.join(dir, `line-${randomUUID()}.mp3`);
  try {
    await produceMix(env, request, mp3);
    const stem = (samples: Float32Array) => ({ samples, sampleRate: SAMPLE_RATE });
    const [file, lineMix, lineVoice, lineBed, cleanVoice, heardMix, fileVoice, fileBed] = await Promise.all([
      measureLoudness(ffmpeg, ['-i', mp3]),
      throughLine(ffmpeg, { file: mp3 }, line, MEASURE_RATE),
      throughLine(ffmpeg, stem(stems!.voice), line, MEASURE_RATE),
      throughLine(ffmpeg, stem(stems!.bed), line, MEASURE_RATE),
      throughLine(ffmpeg, stem(stems!.voice), line, STOI_SAMPLE_RATE),
      throughLine(ffmpeg, { file: mp3 }, line, STOI_SAMPLE_RATE),
      loudnessOf(ffmpeg, stems!.voice, SAMPLE_RATE),
      loudnessOf(ffmpeg, stems!.bed, SAMPLE_RATE),
    ]);
    const [lineLufs, voiceOnLine, bedOnLine] = await Promise.all(
      [lineMix, lineVoice, lineBed].map((samples) => loudnessOf(ffmpeg, samples, MEASURE_RATE)),
    );
    return {
      fileLufs: file.integratedLufs,
      fileTruePeakDbtp: file.truePeakDbtp,
      lineLufs: lineLufs!,
      lineLossLu: file.integratedLufs - lineLufs!,
      musicToVoiceFileDb: fileBed - fileVoice,
      musicToVoiceLineDb: bedOnLine! - voiceOnLine!,
      stoi: stoi(cleanVoice, heardMix),
    };
  } finally {
    await fs.rm(mp3, { force: true });
  }
}
