import { runFfmpeg } from './run-ffmpeg.js';
import { floats } from './decode.js';

/**
 * A simulated telephone call, made with the real codecs: what a caller's handset plays back.
 * - landline: G.711 µ-law, the codec of the public network and of nearly every PBX trunk;
 * - mobile: GSM 06.10 full rate (ffmpeg's libgsm), the narrowband codec of a GSM call;
 * - wideband: G.722 at 16 kHz (ffmpeg's adpcm_g722), the "HD voice" of IP desk phones and PBXs
 *   (record 140).
 * The first two carry the 300-3400 Hz telephone channel at 8 kHz. Its filter follows the shape of
 * ITU-T G.712's mask: 8th-order Butterworth edges at 270 and 3600 Hz, so the band is flat within
 * 0.2 dB from 330 to 3000 Hz, 0.7 dB down at 300 Hz and 1.5 dB at 3400 Hz, and 200 Hz is 21 dB
 * down; the 8 kHz resampler's own low-pass then removes everything above 4 kHz. The wideband line
 * carries 50-7000 Hz (WIDEBAND_BAND_FILTER).
 */
export type PhoneLine = 'landline' | 'mobile' | 'wideband';

/** The narrowband lines' rate; their codecs' decoded output holds this many samples a second. */
export const LINE_SAMPLE_RATE = 8000;
/** The wideband line's rate (G.722, and Asterisk's wav16). */
export const WIDEBAND_SAMPLE_RATE = 16_000;
/** The Q of each 2nd-order section of an 8th-order Butterworth filter. */
const BUTTERWORTH_8_Q = [0.5098, 0.6013, 0.9, 2.5629];
/** The Q of each 2nd-order section of a 4th-order Butterworth filter. */
const BUTTERWORTH_4_Q = [0.5412, 1.3066];
const LINE_BAND_FILTER = [
  ...BUTTERWORTH_8_Q.map((q) => `highpass=f=270:t=q:w=${q}`),
  ...BUTTERWORTH_8_Q.map((q) => `lowpass=f=3600:t=q:w=${q}`),
].join(',');
/**
 * The wideband channel, 50-7000 Hz (the band of ITU-T G.722 and its input mask, P.341): a
 * 4th-order Butterworth high-pass at 50 Hz (rumble and DC out, 20 Hz 32 dB down) and an 8th-order
 * low-pass at 7000 Hz, so what lies between 7 and 8 kHz, where G.722's band-splitting filters fold
 * one half-band into the other, is already falling before the 16 kHz resampler cuts at 8 kHz. The
 * wideband exports are mastered through the same filter (master-wideband.ts, record 140).
 */
export const WIDEBAND_BAND_FILTER = [
  ...BUTTERWORTH_4_Q.map((q) => `highpass=f=50:t=q:w=${q}`),
  ...BUTTERWORTH_8_Q.map((q) => `lowpass=f=7000:t=q:w=${q}`),
].join(',');

const CODEC: Record<PhoneLine, { encoder: string; format: string; rate: number; band: string }> = {
  landline: { encoder: 'pcm_mulaw', format: 'mulaw', rate: LINE_SAMPLE_RATE, band: LINE_BAND_FILTER },
  mobile: { encoder: 'libgsm', format: 'gsm', rate: LINE_SAMPLE_RATE, band: LINE_BAND_FILTER },
  wideband: { encoder: 'adpcm_g722', format: 'g722', rate: WIDEBAND_SAMPLE_RATE, band: WIDEBAND_BAND_FILTER },
};

/**
 * How the audio reaches the line: a file (any format ffmpeg reads) or mono float samples. A file
 * from outside (an upload) carries `maxSeconds`: what ffmpeg decodes of it stops there, whatever
 * its header claims, so a small file that decodes to hours cannot fill the memory.
 */
export type LineInput = { file: string; maxSeconds?: number } | { samples: Float32Array; sampleRate: number };

/** Output options that stop a run at the input's bound (an output `-t` counts decoded audio). */
export function boundOf(input: LineInput): string[] {
  return 'file' in input && input.maxSeconds !== undefined ? ['-t', String(input.maxSeconds)] : [];
}

/** The codec's bitstream for `input`: band-limited, resampled to the line's rate, encoded. */
export async function encodeForLine(ffmpeg: string, input: LineInput, line: PhoneLine): Promise<Buffer> {
  const { encoder, format, rate, band } = CODEC[line];
  const open =
    'file' in input ? ['-i', input.file] : ['-f', 'f32le', '-ar', String(input.sampleRate), '-ac', '1', '-i', 'pipe:0'];
  const { stdout } = await runFfmpeg(
    ffmpeg,
    [
      ...open,
      '-vn',
      '-af',
      // The channel filter runs before the resampler, as in a codec's input stage.
      `aformat=channel_layouts=mono,${band},aresample=${rate}`,
      ...boundOf(input),
      '-ac',
      '1',
      '-ar',
      String(rate),
      '-c:a',
      encoder,
      '-f',
      format,
      'pipe:1',
    ],
    {
      input:
        'samples' in input
          ? Buffer.from(input.samples.buffer, input.samples.byteOffset, input.samples.byteLength)
          : undefined,
    },
  );
  return stdout;
}

/** Arguments that open a line's bitstream on stdin. */
export function decoderInput(line: PhoneLine): string[] {
  const { format, rate } = CODEC[line];
  // The raw G.722 demuxer knows its rate (16 kHz) and takes no -ar; the narrowband ones need it.
  return ['-f', format, ...(line === 'wideband' ? [] : ['-ar', String(rate), '-ac', '1']), '-i', 'pipe:0'];
}

/** What the caller hears, decoded back to mono float samples at `sampleRate`. */
export async function throughLine(
  ffmpeg: string,
  input: LineInput,
  line: PhoneLine,
  sampleRate: number,
): Promise<Float32Array> {
  const coded = await encodeForLine(ffmpeg, input, line);
  const { stdout } = await runFfmpeg(
    ffmpeg,
    [...decoderInput(line), '-af', `aresample=${sampleRate}`, '-ar', String(sampleRate), '-f', 'f32le', 'pipe:1'],
    { input: coded },
  );
  return floats(stdout);
}

/**
 * The call as an MP3 a browser plays (the Step 5 and Library "On a phone line" previews): the
 * codec's output upsampled to 44.1 kHz. 64 kb/s is transparent for a 4 kHz band, and for the
 * wideband line's 7 kHz (LAME's own low-pass at 64 kb/s mono lies above it).
 */
export async function renderLinePreview(ffmpeg: string, source: string, line: PhoneLine, outFile: string) {
  const coded = await encodeForLine(ffmpeg, { file: source }, line);
  await runFfmpeg(
    ffmpeg,
    [
      ...decoderInput(line),
      '-af',
      'aresample=44100',
      '-ar',
      '44100',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
      '-map_metadata',
      '-1',
      '-f',
      'mp3',
      '-y',
      outFile,
    ],
    { input: coded },
  );
}
