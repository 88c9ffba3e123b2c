import fs from 'node:fs/promises';
import { ANNOUNCEMENT_FRAME, type MusicFrame } from '#common/music-frame.js';
import type { MixEnv } from './mix-env.js';
import type { Span } from '../dsp/envelope.js';
import { SAMPLE_RATE, VOICE_TARGET_LUFS, gainTo, musicLoudnessLufs } from '../dsp/mastering.js';
import type { Timeline } from '../dsp/lay-timeline.js';
import { withTempFiles } from '../storage/temp-files.js';
import { inWorker } from './mix-math-pool.js';
import type { TimelineRequest } from './mix-math.js';
import { decodedTrack } from './music-cache.js';
import { startMp3Encode } from './split-encode.js';
import { analyseVoice, type AnalysedVoice, type VoiceRecording } from './voice-analysis.js';

export interface MixRequest {
  /** The voice recording, by its one identity, with its kept analysis (record 105). */
  voice: VoiceRecording;
  /** null: the voice alone ('No Music'). */
  music: { id: string; file: string } | null;
  /** 0-100, see mastering.ts. */
  volume: number;
  /** Where the voice sits in the music (musicFrameFor the message type); an announcement's when not said. */
  frame?: MusicFrame;
  /** Only the first seconds of the timeline (step 4's live preview), faded out at the end. */
  excerptSeconds?: number;
}

export interface ProducedMix {
  durationSeconds: number;
  voiceLoudnessLufs: number;
  limiterReductionDb: number;
  /** How the voice was made ready: node-local samples, mastered with its kept analysis, or measured anew. */
  voicePrepared: AnalysedVoice['prepared'];
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

/**
 * Mixes and masters one message into `outFile` (MP3): the voice decoded, shaped and measured, the
 * track's cached PCM looped under it with the ducking envelope, a peak limiter over the sum, then
 * the MP3 encode, split over the cores a long mix can use (split-encode.ts, record 120). Everything
 * between decode and encode is plain arithmetic on Float32Arrays, tens of milliseconds for a minute
 * of audio, done in a worker thread (lay-timeline.ts, record 083).
 */
export async function produceMix(env: MixEnv, request: MixRequest, outFile: string): Promise<ProducedMix> {
  // The encoders start while the mix is being laid, so their start-up is not waited for (record 084);
  // as many as its length can use, known ahead from where the kept analysis says the voice stops speaking.
  const encoder = startMp3Encode(env, expectedSeconds(request));
  // The laid samples go from the worker to a file the encoders read from: the event loop never
  // holds them, nor garbage-collects them (record 124).
  return withTempFiles(env.dataDir, ['timeline.f32'], async ([samplesFile]) => {
    let laid: Omit<Timeline, 'samples'>;
    let plan: MixPlan;
    try {
      plan = await planMix(env, request, false);
      laid = await inWorker.layTimelineToFile(plan.timeline, samplesFile!);
    } catch (error) {
      encoder.cancel();
      throw error;
    }
    const t3 = performance.now();
    await fs.writeFile(outFile, await encoder.finish({ file: samplesFile!, length: plan.timeline.total }));
    const produced = plan.report(laid);
    return { ...produced, timings: { ...produced.timings, encode: performance.now() - t3 } };
  });
}

/** The same as produceMix, to MP3 bytes in memory (short excerpts). */
export async function produceMixBytes(env: MixEnv, request: MixRequest): Promise<Buffer> {
  const { samples } = await renderMix(env, request);
  return encodeToBytes(env, samples);
}

/** The mastered timeline before encoding; `withStems` also returns its voice and un-ducked bed, for measuring. */
export async function renderMix(env: MixEnv, request: MixRequest, withStems = false): Promise<RenderedMix> {
  const plan = await planMix(env, request, withStems);
  const laid = await inWorker.layTimeline(plan.timeline);
  return { samples: laid.samples, ...(laid.stems && { stems: laid.stems }), ...plan.report(laid) };
}

/** A mix ready to lay: the timeline's request (the voice made ready, the track decoded), and its report once laid. */
interface MixPlan {
  timeline: TimelineRequest;
  report(laid: Omit<Timeline, 'samples'>): ProducedMix;
}

async function planMix(env: MixEnv, request: MixRequest, withStems: boolean): Promise<MixPlan> {
  const started = performance.now();
  const withMusic = request.music !== null;
  const audible = withMusic && request.volume > 0;
  const [voice, track] = await Promise.all([
    analyseVoice(env, request.voice),
    audible ? decodedTrack(env, request.music!.id, request.music!.file) : undefined,
  ]);
  const frame = request.frame ?? ANNOUNCEMENT_FRAME;
  const voiceStart = withMusic ? Math.round(frame.introSeconds * SAMPLE_RATE) : 0;
  const full = voiceStart + voice.samples.length + (withMusic ? Math.round(frame.outroSeconds * SAMPLE_RATE) : 0);
  const startSeconds = voiceStart / SAMPLE_RATE;
  const total = request.excerptSeconds ? Math.min(full, Math.round(request.excerptSeconds * SAMPLE_RATE)) : full;
  const decoded = performance.now() - started;
  const music = track && {
    file: track.file,
    frames: Math.min(total, track.frames),
    gain: gainTo(musicLoudnessLufs(request.volume), track.loudnessLufs),
    speech: voice.speech.map(([s, e]): Span => [s + startSeconds, e + startSeconds]),
    fades: frame,
  };
  return {
    timeline: {
      voice: voice.samples,
      voiceGain: gainTo(VOICE_TARGET_LUFS, voice.loudnessLufs),
      voiceStart,
      full,
      total,
      withMusic,
      ...(music && { music }),
      withStems,
    },
    report: (laid) => ({
      durationSeconds: total / SAMPLE_RATE,
      voiceLoudnessLufs: voice.loudnessLufs,
      limiterReductionDb: laid.limiterReductionDb,
      voicePrepared: voice.prepared,
      timings: { decode: decoded, music: laid.musicMs, voice: laid.voiceMs, encode: 0 },
    }),
  };
}

/**
 * The mastered timeline encoded (split over the cores when long, record 120) and written to
 * `outFile`; `parts: 1` is one LAME on one core, the raw limit the benchmarks read figures against.
 */
export async function encodeMp3(env: MixEnv, samples: Float32Array, outFile: string, parts?: number): Promise<void> {
  await fs.writeFile(outFile, await encodeToBytes(env, samples, parts));
}

async function encodeToBytes(env: MixEnv, samples: Float32Array, parts?: number): Promise<Buffer> {
  const seconds = samples.length / SAMPLE_RATE;
  return startMp3Encode(env, { seconds, ...(parts && { parts }) }).finish(samples);
}

/**
 * A lower bound of the mix's length before it is laid, when the voice's analysis is kept: the voice
 * to its last speech and the music's intro and outro.
 */
function expectedSeconds(request: MixRequest): { seconds?: number } {
  const lastSpeech = request.voice.analysis?.speech.at(-1)?.[1];
  if (lastSpeech === undefined) return {};
  const frame = request.frame ?? ANNOUNCEMENT_FRAME;
  const full = lastSpeech + (request.music ? frame.introSeconds + frame.outroSeconds : 0);
  return { seconds: Math.min(full, request.excerptSeconds ?? full) };
}
