import fs from 'node:fs/promises';
import pLimit from 'p-limit';
import { messages } from '#common/messages.js';
import type { Recipe } from '#common/schemas/recipe.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Span } from '../../dsp/envelope.js';
import { SAMPLE_RATE, VOICE_TARGET_LUFS, gainTo, musicLoudnessLufs } from '../../dsp/mastering.js';
import { withTrack, storedRecording } from '../../mix/mix-audio.js';
import { mixEnvOf, type MixEnv } from '../../mix/mix-env.js';
import { inWorker } from '../../mix/mix-math-pool.js';
import { decodedTrack } from '../../mix/music-cache.js';
import { startMp3Encode } from '../../mix/split-encode.js';
import { analyseVoice, type AnalysedVoice } from '../../mix/voice-analysis.js';
import { requireOwnedAudio } from '../../stored-audio/require-owned-audio.js';
import type { SpeechProviders } from '../../voice/providers.js';
import { synthesizeVoice } from '../../voice/synthesize-voice.js';
import { PROGRAMME_LEAD_SECONDS } from '#common/programme-length.js';

export interface ProgrammeMessage {
  itemId: string;
  title: string;
  recipe: Recipe;
}

export interface ProgrammeRenderRequest {
  messages: ProgrammeMessage[];
  trackId: string;
  volume: number;
  gapSeconds: number;
}

export interface RenderedProgramme {
  durationSeconds: number;
  /** Seconds on the programme where each message's voice starts, in order. */
  messageStarts: number[];
  /** Where the playlist cuts the programme into files: cuts[0] = 0, then the middle of each gap; n messages give n cuts. */
  cuts: number[];
  /** Integrated loudness of each message's voice as mixed, and of the whole (LUFS), true peak (dBTP): for logs and tests. */
  messageLufs: number[];
  loudnessLufs: number;
  truePeakDb: number;
}

/** Shares of the progress: the voices (most of the time when one is not yet recorded), laying, encoding. */
const VOICES_SHARE = 0.7;
/** Voices made at once: two overlap one's database and store round trips with the other's mastering. */
const VOICES_AT_ONCE = 2;
const LAID_AT = 0.8;
/**
 * Renders the programme as one MP3 at outFile (record 116). Voices come from each recipe's voice
 * request through synthesizeVoice (the speech cache makes a recorded message a cache hit), each
 * mastered as a single message's and brought to VOICE_TARGET_LUFS; the track loops under all of
 * them as one bed; the arithmetic runs in the mix's worker thread, then the MP3 encode, split over
 * the cores (record 120). Reports progress 0..1; stops with the signal, killing the encoders.
 */
export async function renderProgramme(
  ctx: ServiceContext,
  speech: SpeechProviders,
  userId: string,
  request: ProgrammeRenderRequest,
  options: { outFile: string; signal: AbortSignal; progress(fraction: number): void },
): Promise<RenderedProgramme> {
  const { signal } = options;
  const progress = (fraction: number) => options.progress(fraction);
  const env = mixEnvOf(ctx);
  return withTrack(ctx, request.trackId, async (music) => {
    const audible = music !== null && request.volume > 0;
    // The track decodes (when cold) while the voices are made.
    const track = audible ? decodedTrack(env, music.id, music.file) : undefined;
    track?.catch(() => undefined);
    const voices = await programmeVoices(ctx, speech, userId, request.messages, signal, progress);
    const gap = Math.round(request.gapSeconds * SAMPLE_RATE);
    const starts: number[] = [];
    let at = Math.round(PROGRAMME_LEAD_SECONDS * SAMPLE_RATE);
    for (const voice of voices) {
      starts.push(at);
      at += voice.samples.length + gap;
    }
    const total = at;
    const decoded = await track;
    signal.throwIfAborted();
    const seconds = total / SAMPLE_RATE;
    const encoder = startMp3Encode(env, { seconds });
    const stop = () => encoder.cancel();
    signal.addEventListener('abort', stop);
    try {
      const laid = await inWorker
        .layProgramme({
          voices: voices.map((voice, k) => ({
            samples: voice.samples,
            gain: gainTo(VOICE_TARGET_LUFS, voice.loudnessLufs),
            start: starts[k]!,
          })),
          total,
          ...(decoded && {
            music: {
              file: decoded.file,
              frames: decoded.frames,
              gain: gainTo(musicLoudnessLufs(request.volume), decoded.loudnessLufs),
              speech: voices.flatMap((voice, k) =>
                voice.speech.map(([s, e]): Span => [s + starts[k]! / SAMPLE_RATE, e + starts[k]! / SAMPLE_RATE]),
              ),
            },
          }),
        })
        .catch((error: unknown) => {
          encoder.cancel();
          throw error;
        });
      signal.throwIfAborted();
      progress(LAID_AT);
      await fs.writeFile(options.outFile, await encoder.finish(laid.samples));
      signal.throwIfAborted();
      progress(1);
      const seconds = (samples: number) => samples / SAMPLE_RATE;
      return {
        durationSeconds: seconds(total),
        messageStarts: starts.map(seconds),
        // The middle of the music before each message after the first.
        cuts: starts.map((start, k) => (k === 0 ? 0 : seconds(start - gap / 2))),
        messageLufs: laid.messageLufs,
        loudnessLufs: laid.loudnessLufs,
        truePeakDb: laid.truePeakDb,
      };
    } finally {
      signal.removeEventListener('abort', stop);
    }
  }).catch((error: unknown) => {
    // A cancelled job ends as cancelled; a missing voice or track keeps its own words.
    if (signal.aborted) throw signal.reason;
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error }, 'programme render failed');
    throw new AppError(500, messages.programmes.renderFailed);
  });
}

/**
 * Each message's voice, recorded (or taken from the speech cache) and mastered as a mix's voice,
 * VOICES_AT_ONCE at a time: a cache hit is mostly waiting on the database and the store. A voice
 * request met twice (a thank-you that recurs) is made once and placed twice.
 */
async function programmeVoices(
  ctx: ServiceContext,
  speech: SpeechProviders,
  userId: string,
  items: ProgrammeMessage[],
  signal: AbortSignal,
  progress: (fraction: number) => void,
): Promise<AnalysedVoice[]> {
  const env: MixEnv = mixEnvOf(ctx);
  const limit = pLimit(VOICES_AT_ONCE);
  const made = new Map<string, Promise<AnalysedVoice>>();
  const make = (recipe: Recipe) =>
    limit(async () => {
      signal.throwIfAborted();
      const { audioId } = await synthesizeVoice(ctx, speech, userId, recipe.voice);
      const row = await requireOwnedAudio(ctx.database.db, audioId, userId, ctx.clock.now(), { kind: 'voice' });
      return analyseVoice(env, storedRecording(ctx, row));
    });
  let done = 0;
  return Promise.all(
    items.map(async (item) => {
      const key = JSON.stringify(item.recipe.voice);
      const voice = made.get(key) ?? make(item.recipe);
      made.set(key, voice);
      const ready = await voice;
      progress((VOICES_SHARE * ++done) / items.length);
      return ready;
    }),
  ).finally(() => limit.clearQueue());
}
