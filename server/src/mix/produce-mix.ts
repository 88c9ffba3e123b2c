import { runFfmpeg } from '../audio/run-ffmpeg.js';
import type { MixEnv } from './decode.js';
import { FRAME_SECONDS, musicEnvelope, type Span } from './envelope.js';
import { limitPeaks } from './limiter.js';
import {
  EDGE_FADE_SECONDS,
  INTRO_SECONDS,
  LOOP_CROSSFADE_SECONDS,
  MP3_BITRATE,
  MP3_LEVEL_LOSS_DB,
  MP3_QUALITY,
  OUTRO_SECONDS,
  PEAK_CEILING_DBFS,
  SAMPLE_RATE,
  VOICE_TARGET_LUFS,
  dbToGain,
  gainTo,
  musicLoudnessLufs,
} from './mastering.js';
import { decodedTrack, readTrack } from './music-cache.js';
import { analyseVoice } from './voice-analysis.js';

export interface MixRequest {
  voiceFile: string;
  /** null: the voice alone ('No Music'). */
  music: { id: string; file: string } | null;
  /** 0-100, see mastering.ts. */
  volume: number;
  /** Only the first seconds of the timeline (step 4's live preview), faded out at the end. */
  excerptSeconds?: number;
}

export interface ProducedMix {
  durationSeconds: number;
  voiceLoudnessLufs: number;
  limiterReductionDb: number;
  /** Milliseconds in each stage: decoding (voice and cold track, in parallel), the music bed, voice and limiter, MP3. */
  timings: { decode: number; music: number; voice: number; encode: number };
}

/** The mastered timeline before encoding, and (when asked) its parts, for measurements on the line. */
export interface RenderedMix extends ProducedMix {
  samples: Float32Array;
  stems?: {
    /** The voice as it sits in the mix (target level, on the timeline). */
    voice: Float32Array;
    /** The music at the chosen volume, looped over the whole timeline, neither ducked nor faded: the intro's level. */
    bed: Float32Array;
  };
}

const ENCODE_TIMEOUT_MS = 60_000;
/** An excerpt ends with a short fade rather than a cut. */
const EXCERPT_FADE_SECONDS = 0.5;

/**
 * Mixes and masters one message into `outFile` (MP3): the voice decoded, shaped and measured, the
 * track's cached PCM looped under it with the ducking envelope, a peak limiter over the sum, then
 * one LAME encode. Everything between decode and encode is plain arithmetic on Float32Arrays, a
 * few milliseconds for a minute of audio; the encoder is most of the cost.
 */
export async function produceMix(env: MixEnv, request: MixRequest, outFile: string): Promise<ProducedMix> {
  const rendered = await renderMix(env, request);
  const t3 = performance.now();
  await encodeMp3(env, rendered.samples, outFile);
  return {
    durationSeconds: rendered.durationSeconds,
    voiceLoudnessLufs: rendered.voiceLoudnessLufs,
    limiterReductionDb: rendered.limiterReductionDb,
    timings: { ...rendered.timings, encode: performance.now() - t3 },
  };
}

/** The same as produceMix, to MP3 bytes in memory (short excerpts). */
export async function produceMixBytes(env: MixEnv, request: MixRequest): Promise<Buffer> {
  const { samples } = await renderMix(env, request);
  return encodeMp3(env, samples, 'pipe:1');
}

/** The mastered timeline before encoding; `withStems` also returns its voice and un-ducked bed, for measuring. */
export async function renderMix(env: MixEnv, request: MixRequest, withStems = false): Promise<RenderedMix> {
  const started = performance.now();
  const withMusic = request.music !== null;
  const audible = withMusic && request.volume > 0;
  const [voice, track] = await Promise.all([
    analyseVoice(env, request.voiceFile),
    audible ? decodedTrack(env, request.music!.id, request.music!.file) : undefined,
  ]);
  const voiceStart = withMusic ? Math.round(INTRO_SECONDS * SAMPLE_RATE) : 0;
  const full = voiceStart + voice.samples.length + (withMusic ? Math.round(OUTRO_SECONDS * SAMPLE_RATE) : 0);
  const total = request.excerptSeconds ? Math.min(full, Math.round(request.excerptSeconds * SAMPLE_RATE)) : full;
  const out = new Float32Array(total);
  const t1 = performance.now();
  let bed: Float32Array | undefined;
  if (track) {
    const source = await readTrack(track, total);
    const speech = voice.speech.map(([s, e]): Span => [s + INTRO_SECONDS, e + INTRO_SECONDS]);
    const gain = gainTo(musicLoudnessLufs(request.volume), track.loudnessLufs);
    if (withStems) {
      bed = new Float32Array(total);
      layMusic(bed, source, gain, new Float32Array(Math.ceil(total / SAMPLE_RATE / FRAME_SECONDS) + 2).fill(1));
    }
    layMusic(out, source, gain, musicEnvelope(full / SAMPLE_RATE, speech));
  }
  const t2 = performance.now();
  const voiceGain = gainTo(VOICE_TARGET_LUFS, voice.loudnessLufs);
  const voiceStem = withStems ? new Float32Array(total) : undefined;
  for (let i = 0; i < voice.samples.length && voiceStart + i < total; i++) {
    const v = voice.samples[i]! * voiceGain;
    out[voiceStart + i]! += v;
    if (voiceStem) voiceStem[voiceStart + i] = v;
  }
  if (!withMusic) fadeEdges(out, Math.round(EDGE_FADE_SECONDS * SAMPLE_RATE));
  if (total < full) fadeOut(out, Math.round(EXCERPT_FADE_SECONDS * SAMPLE_RATE));
  const limiterReductionDb = limitPeaks(out, dbToGain(PEAK_CEILING_DBFS), SAMPLE_RATE);
  const makeUp = dbToGain(MP3_LEVEL_LOSS_DB);
  for (let i = 0; i < out.length; i++) out[i]! *= makeUp;
  const t3 = performance.now();
  return {
    samples: out,
    ...(voiceStem && { stems: { voice: voiceStem, bed: bed ?? new Float32Array(total) } }),
    durationSeconds: total / SAMPLE_RATE,
    voiceLoudnessLufs: voice.loudnessLufs,
    limiterReductionDb,
    timings: { decode: t1 - started, music: t2 - t1, voice: t3 - t2, encode: 0 },
  };
}

/** One LAME encode of the mastered timeline to `target` (a path, or pipe:1 for the bytes). */
export async function encodeMp3(env: MixEnv, samples: Float32Array, target: string): Promise<Buffer> {
  const { stdout } = await runFfmpeg(
    env.ffmpegPath,
    [
      '-f',
      'f32le',
      '-ar',
      String(SAMPLE_RATE),
      '-ac',
      '1',
      '-i',
      'pipe:0',
      '-c:a',
      'libmp3lame',
      '-b:a',
      MP3_BITRATE,
      '-compression_level',
      MP3_QUALITY,
      '-f',
      'mp3',
      ...(target === 'pipe:1' ? [] : ['-y']),
      target,
    ],
    { input: Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength), timeoutMs: ENCODE_TIMEOUT_MS },
  );
  return stdout;
}

/**
 * Writes the track into the silent `out`, looped as often as the timeline needs, times `gain` and
 * the envelope (one value per FRAME_SECONDS, interpolated). Each repeat overlaps the previous end
 * by LOOP_CROSSFADE_SECONDS with an equal-power crossfade: no click, no dip, and the beat moves by
 * only 30 ms. Bulk copies and one multiply per sample: a few milliseconds for a minute of audio.
 */
function layMusic(out: Float32Array, source: Float32Array, gain: number, envelope: Float32Array): void {
  const length = source.length;
  if (length === 0 || gain === 0) return;
  const fade = Math.min(Math.round(LOOP_CROSSFADE_SECONDS * SAMPLE_RATE), Math.floor(length / 4));
  const period = length - fade;
  for (let start = 0; start < out.length; start += period) {
    out.set(source.subarray(0, Math.min(length, out.length - start)), start);
    if (start === 0) continue;
    // The joint: the previous repeat's tail fading out under this one's head fading in.
    for (let j = 0; j < fade && start + j < out.length; j++) {
      const x = (Math.PI / 2) * (j / fade);
      out[start + j] = source[period + j]! * Math.cos(x) + source[j]! * Math.sin(x);
    }
  }
  const frame = Math.round(FRAME_SECONDS * SAMPLE_RATE);
  for (let f = 0, i = 0; i < out.length; f++) {
    const a = (envelope[f] ?? 0) * gain;
    const step = ((envelope[f + 1] ?? envelope[f] ?? 0) * gain - a) / frame;
    for (let k = 0; k < frame && i < out.length; k++, i++) out[i]! *= a + step * k;
  }
}

function fadeOut(samples: Float32Array, n: number): void {
  const count = Math.min(n, samples.length);
  for (let i = 0; i < count; i++) samples[samples.length - 1 - i]! *= i / count;
}

function fadeEdges(samples: Float32Array, n: number): void {
  const count = Math.min(n, Math.floor(samples.length / 2));
  for (let i = 0; i < count; i++) {
    const g = i / count;
    samples[i]! *= g;
    samples[samples.length - 1 - i]! *= g;
  }
}
