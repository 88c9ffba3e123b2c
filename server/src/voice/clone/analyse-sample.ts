import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { canEncode } from '../../process/ffmpeg-health.js';
import { measurePitch } from '../../dsp/measure-pitch.js';
import { pcmFromBytes, type Pcm } from '../../dsp/pcm.js';
import { runFfmpeg } from '../../process/run-ffmpeg.js';
import { AppError } from '../../errors.js';
import { frameLevels, percentile, soundsLikeSpeech, speechSeconds } from './speech-activity.js';

/**
 * Looks at a clone sample before anything else (record 053): it must decode as audio (checked by
 * ffmpeg reading the content, never the declared type), hold at least a few seconds of sound, and
 * it is measured for level, clipping, background noise, pitch and pace, and it must hold about ten
 * seconds of speech (a held tone or music without a voice is refused), and sound like a voice:
 * a pulsed tone, gated noise or music is refused too (record 115). Problems that stop a clone
 * throw; the others come back as plain-words notes.
 */
const RATE = 16_000;
const MIN_SECONDS = 3;
/** "About 10 s": the detector counts whole seconds, and a 10 s recording starts and ends with a breath. */
const MIN_SPEECH_SECONDS = 8;
const SUGGESTED = { min: 10, max: 30 };

export interface SampleAnalysis {
  seconds: number;
  medianPitchHz: number | null;
  /** Syllable-like energy peaks per second: a rough speaking rate. */
  syllablesPerSecond: number;
  notes: string[];
}

export async function analyseSample(ffmpegPath: string, sample: Buffer): Promise<SampleAnalysis> {
  const pcm = await decode(ffmpegPath, sample);
  const seconds = pcm.samples.length / RATE;
  const shown = seconds.toFixed(1);
  if (seconds < MIN_SECONDS) throw new AppError(400, formatMessage(messages.voice.sampleTooShort, { seconds: shown }));
  const frames = frameLevels(pcm);
  const loud = percentile(frames, 0.9);
  if (loud < 0.01) throw new AppError(400, messages.voice.sampleSilent);
  const speech = speechSeconds(pcm);
  if (speech < MIN_SPEECH_SECONDS) {
    throw new AppError(400, formatMessage(messages.voice.sampleNoSpeech, { seconds: Math.floor(speech) }));
  }
  // Loud enough and coming and going, but a tone, a noise or music rather than a voice (record 115).
  const pitch = measurePitch(pcm);
  if (!soundsLikeSpeech(pcm, pitch)) throw new AppError(400, messages.voice.sampleNotSpeech);

  const notes: string[] = [];
  if (seconds < SUGGESTED.min) notes.push(formatMessage(messages.voice.sampleShort, { seconds: shown }));
  if (seconds > SUGGESTED.max) notes.push(formatMessage(messages.voice.sampleLong, { seconds: shown }));
  if (loud < 0.05) notes.push(messages.voice.sampleQuiet);
  const clipped = pcm.samples.reduce((n, s) => n + (Math.abs(s) >= 32_500 ? 1 : 0), 0) / pcm.samples.length;
  if (clipped > 0.001) notes.push(messages.voice.sampleClipping);
  // The quietest frames of speech are pauses: their level is the room's noise.
  const floor = percentile(frames, 0.1);
  if (floor > loud / 10) notes.push(messages.voice.sampleNoisy);

  return {
    seconds,
    medianPitchHz: pitch.medianHz,
    syllablesPerSecond: syllableRate(frames, seconds),
    notes,
  };
}

async function decode(ffmpegPath: string, sample: Buffer): Promise<Pcm> {
  try {
    // Only the first 60 s matter; decoding stops there.
    const args = ['-i', 'pipe:0', '-t', '60', '-vn', '-ac', '1', '-ar', String(RATE), '-f', 's16le', 'pipe:1'];
    const { stdout } = await runFfmpeg(ffmpegPath, args, { input: sample });
    if (stdout.length === 0) throw new Error('no audio stream');
    return pcmFromBytes(stdout, RATE);
  } catch {
    // Only blame the file when ffmpeg itself works: a broken ffmpeg is our fault, not the user's.
    if (!(await canEncode(ffmpegPath))) throw new AppError(503, messages.voice.audioServiceDown);
    throw new AppError(400, messages.voice.invalidFileType);
  }
}

/** Counts peaks of the level that stand out from the median, at least 120 ms apart. */
function syllableRate(levels: number[], seconds: number): number {
  const threshold = percentile(levels, 0.5) * 1.5;
  let peaks = 0;
  let lastPeak = -10;
  for (let i = 1; i < levels.length - 1; i++) {
    const isPeak = levels[i]! > threshold && levels[i]! >= levels[i - 1]! && levels[i]! > levels[i + 1]!;
    if (isPeak && i - lastPeak >= 6) {
      peaks++;
      lastPeak = i;
    }
  }
  return peaks / seconds;
}
