import { runFfmpeg } from './run-ffmpeg.js';
import { floats } from './decode.js';

/**
 * A simulated telephone call, made with the real codecs: what a caller's handset plays back.
 * - landline: G.711 µ-law, the codec of the public network and of nearly every PBX trunk;
 * - mobile: GSM 06.10 full rate (ffmpeg's libgsm), the narrowband codec of a GSM call.
 * Both carry the 300-3400 Hz telephone channel at 8 kHz. The channel filter follows the shape of
 * ITU-T G.712's mask: 8th-order Butterworth edges at 270 and 3600 Hz, so the band is flat within
 * 0.2 dB from 330 to 3000 Hz, 0.7 dB down at 300 Hz and 1.5 dB at 3400 Hz, and 200 Hz is 21 dB
 * down; the 8 kHz resampler's own low-pass then removes everything above 4 kHz.
 */
export type PhoneLine = 'landline' | 'mobile';

/** The line's rate; its codecs' decoded output holds this many samples a second. */
export const LINE_SAMPLE_RATE = 8000;
/** The Q of each 2nd-order section of an 8th-order Butterworth filter. */
const BUTTERWORTH_8_Q = [0.5098, 0.6013, 0.9, 2.5629];
const LINE_BAND_FILTER = [
  ...BUTTERWORTH_8_Q.map((q) => `highpass=f=270:t=q:w=${q}`),
  ...BUTTERWORTH_8_Q.map((q) => `lowpass=f=3600:t=q:w=${q}`),
].join(',');

const CODEC: Record<PhoneLine, { encoder: string; format: string }> = {
  landline: { encoder: 'pcm_mulaw', format: 'mulaw' },
  mobile: { encoder: 'libgsm', format: 'gsm' },
};
const LINE_TIMEOUT_MS = 60_000;

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

/** The codec's bitstream for `input`: band-limited, resampled to 8 kHz, encoded. */
export async function encodeForLine(ffmpeg: string, input: LineInput, line: PhoneLine): Promise<Buffer> {
  const { encoder, format } = CODEC[line];
  const open =
    'file' in input ? ['-i', input.file] : ['-f', 'f32le', '-ar', String(input.sampleRate), '-ac', '1', '-i', 'pipe:0'];
  const { stdout } = await runFfmpeg(
    ffmpeg,
    [
      ...open,
      '-vn',
      '-af',
      // The channel filter runs before the 8 kHz resampler, as in a codec's input stage.
      `aformat=channel_layouts=mono,${LINE_BAND_FILTER},aresample=${LINE_SAMPLE_RATE}`,
      ...boundOf(input),
      '-ac',
      '1',
      '-ar',
      String(LINE_SAMPLE_RATE),
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
      timeoutMs: LINE_TIMEOUT_MS,
    },
  );
  return stdout;
}

/** Arguments that open a line's bitstream on stdin. */
export function decoderInput(line: PhoneLine): string[] {
  return ['-f', CODEC[line].format, '-ar', String(LINE_SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0'];
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
    { input: coded, timeoutMs: LINE_TIMEOUT_MS },
  );
  return floats(stdout);
}

/**
 * The call as an MP3 a browser plays (the Step 5 and Library "On a phone line" previews): the
 * codec's output upsampled to 44.1 kHz. 64 kb/s is transparent for a 4 kHz band.
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
    { input: coded, timeoutMs: LINE_TIMEOUT_MS },
  );
}
