import { storeAudioFile, type AudioFile, type AudioKind } from '../audio/audio-files.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { messages } from '../../../common/messages.js';
import { renderSpeech, type RenderRequest } from './render-speech.js';
import { cacheKey, readCachedSpeech, writeCachedSpeech } from './speech-cache.js';
import { StudioError } from './studio/studio-error.js';

/** Voice renders and previews are working files: kept a day, like the final mix (D7). */
const WORKING_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Renders speech (or takes it from the cache) and stores it as the user's own audio file.
 * A studio failure becomes its user-facing message; the caller may retry on the local engine.
 */
export async function speakToFile(ctx: ServiceContext, userId: string, kind: AudioKind, request: RenderRequest): Promise<AudioFile> {
  const { config, database, clock, ffmpeg, log } = ctx;
  const key = cacheKey(request);
  let cached = await readCachedSpeech(config.dataDir, key);
  if (!cached) {
    try {
      cached = await writeCachedSpeech(config.dataDir, key, await renderSpeech(ffmpeg.path, request));
    } catch (error) {
      if (error instanceof StudioError) {
        log.warn({ service: error.service, failure: error.failure }, 'studio speech request failed');
        throw new AppError(error.httpStatus, error.message);
      }
      log.error({ err: error, provider: request.provider.id }, 'speech synthesis failed');
      throw new AppError(500, messages.voice.synthesisFailed);
    }
  }
  const now = clock.now();
  return storeAudioFile(
    database.db,
    config.dataDir,
    { userId, kind, durationSeconds: cached.durationSeconds, expiresAt: new Date(now.getTime() + WORKING_FILE_TTL_MS), source: { file: cached.file } },
    now,
  );
}
