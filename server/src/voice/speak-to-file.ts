import { randomUUID } from 'node:crypto';
import type { VoiceRecipe } from '#common/schemas/recipe.js';
import { storeAudioFile, type AudioFile, type AudioKind } from '../stored-audio/audio-files.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { audioWorkFailure } from '../http/unavailable.js';
import { messages } from '#common/messages.js';
import { mixEnvOf } from '../mix/mix-env.js';
import { analyseNewRecording } from '../mix/voice-analysis.js';
import { BlobNotFoundError } from '../storage/blob-store.js';
import { chargeStudio } from './studio/studio-allowance.js';
import type { LiveAudioWriter } from '../storage/live-audio.js';
import { renderSpeech, type RenderedSpeech, type RenderRequest } from './render-speech.js';
import { streamSpeech } from './stream-speech.js';
import { renderBilingual } from './bilingual-speech.js';
import { cacheKey, readCachedSpeech, writeCachedSpeech, type CachedSpeech } from './speech-cache.js';
import { StudioError } from './studio/studio-error.js';
import { speakerOf } from './speech-provider.js';

/** Voice renders and previews are working files: kept a day, like the final mix (record 056). */
const WORKING_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Renders speech (or takes it from the cache) and stores it as the user's own audio file: the
 * recording the mix starts from as WAV (lossless, record 082), a preview as the MP3 people hear.
 * A recording is named once, here, by its audio_files id (record 105), and stored with who said it
 * and with its analysis for the mix, so a mix on any worker measures nothing.
 * A recording also keeps the request it was made from, the start of its mixes' recipes (record 108).
 * A studio failure becomes its user-facing message; the caller may retry on the local engine.
 * A streamed file (a preview, record 130) takes the id it was promised under, and can be heard
 * from GET /api/audio/:id while it is made: `onFirstSound` says when that is worth asking for.
 * `reused` says the sound came from the cache: nothing was synthesized for this request (issue 47).
 */
export async function speakToFile(
  ctx: ServiceContext,
  userId: string,
  kind: AudioKind,
  spoken: Omit<RenderRequest, 'format'>,
  options: { recipe?: VoiceRecipe; stream?: { id: string; onFirstSound: () => void } } = {},
): Promise<{ file: AudioFile; reused: boolean }> {
  const { store } = ctx;
  const { recipe, stream } = options;
  const request: RenderRequest = { ...spoken, format: kind === 'voice' ? 'wav' : 'mp3' };
  const key = cacheKey(request);
  const id = stream?.id ?? randomUUID();
  const cached = await readCachedSpeech(store, key, request.format!);
  if (cached) {
    // The entry may have been trimmed since it was read: then it is rendered again.
    const file = await storeSpeech(ctx, id, userId, kind, cached, request, recipe).catch((error: unknown) => {
      if (error instanceof BlobNotFoundError) return undefined;
      throw error;
    });
    if (file) return { file, reused: true };
  }
  // Studio calls spend the operator's account: counted against the user's share first.
  // A bilingual request's parts are charged each to its own engine (record 145).
  for (const part of [request, ...(request.second ? [request.second] : [])])
    if (part.provider.id !== 'local') await chargeStudio(ctx, part.provider.id, userId, part.script.length);
  const live = stream && ctx.liveAudio.open(id, userId, 'audio/mpeg');
  try {
    const rendered = await render(ctx, userId, request, live && { live, onFirstSound: stream.onFirstSound });
    // The recording is analysed for its mix now (record 084), while its audio goes to the store, and
    // the analysis is kept with it and with the cache entry (record 105).
    const analysis = kind === 'voice' ? analyseNewRecording(mixEnvOf(ctx), id, rendered.audio) : undefined;
    const cachedNow = await writeCachedSpeech(store, key, rendered, analysis);
    const file = await storeSpeech(ctx, id, userId, kind, cachedNow, request, recipe);
    live?.end();
    return { file, reused: false };
  } catch (error) {
    live?.fail();
    throw error;
  }
}

async function render(
  ctx: ServiceContext,
  userId: string,
  request: RenderRequest,
  stream?: { live: LiveAudioWriter; onFirstSound: () => void },
): Promise<RenderedSpeech> {
  try {
    // The job runs in its user's lane (jobs/job-worker.ts): pieces take turns with other users'.
    const { second } = request;
    if (second) return await renderBilingual(ctx.ffmpeg.path, { ...request, second });
    return await (stream
      ? streamSpeech(ctx.ffmpeg.path, request, stream.live.write, stream.onFirstSound)
      : renderSpeech(ctx.ffmpeg.path, request));
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof StudioError) {
      ctx.log.warn({ service: error.service, failure: error.failure }, 'studio speech request failed');
      throw new AppError(error.httpStatus, error.message, {}, 'studio_failed');
    }
    ctx.log.error({ err: error, provider: request.provider.id }, 'speech synthesis failed');
    // Studio pieces are decoded by ffmpeg: a broken one is a 503 (record 113). An offline engine that
    // fails is this node's fault, never the text's (the script was checked): a 503 as well.
    const failure = await audioWorkFailure(error, ctx.ffmpeg.path, messages.voice.synthesisFailed);
    if (failure.status === 500 && request.provider.id === 'local')
      throw new AppError(503, messages.generic.audioServiceDown);
    throw failure;
  }
}

/** Who said it: a bilingual recording's two speakers, in the order they speak (record 145). */
function speakersOf(request: RenderRequest): string {
  const first = speakerOf(request.provider, request.voice);
  return request.second ? `${first}, then ${speakerOf(request.second.provider, request.second.voice)}` : first;
}

/** The user's own copy of a cache entry (a copy inside the store), kept a day, with who said it and its analysis. */
function storeSpeech(
  ctx: ServiceContext,
  id: string,
  userId: string,
  kind: AudioKind,
  cached: CachedSpeech,
  request: RenderRequest,
  recipe: VoiceRecipe | undefined,
): Promise<AudioFile> {
  const now = ctx.clock.now();
  return storeAudioFile(
    ctx.database.db,
    ctx.store,
    {
      id,
      userId,
      kind,
      durationSeconds: cached.durationSeconds,
      expiresAt: new Date(now.getTime() + WORKING_FILE_TTL_MS),
      source: { copyOf: cached.key },
      format: cached.format,
      speaker: speakersOf(request),
      ...(kind === 'voice' && cached.analysis && { voiceAnalysis: cached.analysis }),
      recipe,
    },
    now,
  );
}
