import { integratedLoudness } from '../dsp/loudness.js';
import { limitPeaks } from '../dsp/limiter.js';
import { dbToGain, gainTo, PEAK_CEILING_DBFS, VOICE_TARGET_LUFS } from '../dsp/mastering.js';
import { floats } from './decode.js';
import { WIDEBAND_BAND_FILTER, WIDEBAND_SAMPLE_RATE } from './phone-line.js';
import { runFfmpeg } from './run-ffmpeg.js';

/**
 * A finished file mastered for a wideband line (record 140): what the 8 kHz exports get from the
 * resampler's band limit and the mix's own level, thought again for 50-7000 Hz at 16 kHz.
 * - Band: the wideband channel filter (WIDEBAND_BAND_FILTER) before the 16 kHz resampler, so
 *   nothing is left between 7 and 8 kHz for G.722's band split to fold over.
 * - Level: the band limit takes some of the K-weighted loudness with it (what lay above 7 kHz),
 *   so the result is measured again (BS.1770, at 16 kHz) and brought back to the product's
 *   VOICE_TARGET_LUFS, the level every file the exports take (a mix, a programme, a menu prompt)
 *   was mastered to; a wideband prompt then plays as loud as its narrowband copy.
 * - Peaks: the look-ahead limiter holds samples under PEAK_CEILING_DBFS, which keeps the true
 *   peak below -1 dBTP; G.722's ADPCM needs that headroom as much as an MP3 does.
 */
/** The codecs a wideband export is written with: 16-bit PCM in a WAV, or raw G.722 as Asterisk stores it. */
export type WidebandCodec = 'pcm_s16le' | 'adpcm_g722';

const OUTPUT: Record<WidebandCodec, string[]> = {
  // Metadata left out, as for the 8 kHz WAVs: some PBX upload forms refuse extra chunks.
  pcm_s16le: ['-c:a', 'pcm_s16le', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-f', 'wav'],
  // Asterisk's .g722: the bare 64 kb/s bitstream, no header (ffmpeg's g722 muxer).
  adpcm_g722: ['-c:a', 'adpcm_g722', '-f', 'g722'],
};

/** The mono 16 kHz samples of `source` (any file ffmpeg reads), band-limited, levelled and peak-limited. */
async function masterWideband(ffmpeg: string, source: string): Promise<Float32Array> {
  const { stdout } = await runFfmpeg(ffmpeg, [
    '-i',
    source,
    '-vn',
    '-af',
    `aformat=channel_layouts=mono,${WIDEBAND_BAND_FILTER},aresample=${WIDEBAND_SAMPLE_RATE}`,
    '-ac',
    '1',
    '-ar',
    String(WIDEBAND_SAMPLE_RATE),
    '-f',
    'f32le',
    'pipe:1',
  ]);
  // A copy: the decoded bytes may be a view on a pooled buffer, and the gain below writes in place.
  const samples = Float32Array.from(floats(stdout));
  const gain = gainTo(VOICE_TARGET_LUFS, integratedLoudness(samples, WIDEBAND_SAMPLE_RATE));
  for (let i = 0; i < samples.length; i++) samples[i]! *= gain;
  limitPeaks(samples, dbToGain(PEAK_CEILING_DBFS), WIDEBAND_SAMPLE_RATE);
  return samples;
}

/** `source` mastered for wideband and written to `outFile` with `codec`. */
export async function writeWideband(
  ffmpeg: string,
  source: string,
  codec: WidebandCodec,
  outFile: string,
): Promise<void> {
  const samples = await masterWideband(ffmpeg, source);
  await runFfmpeg(
    ffmpeg,
    [
      '-loglevel',
      'error',
      '-f',
      'f32le',
      '-ar',
      String(WIDEBAND_SAMPLE_RATE),
      '-ac',
      '1',
      '-i',
      'pipe:0',
      ...OUTPUT[codec],
      '-y',
      outFile,
    ],
    { input: Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength) },
  );
}
