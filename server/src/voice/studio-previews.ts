import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VOICE_PROVIDERS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { findVoice, type CatalogueVoice } from '#common/voices.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps, ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { serviceContext } from '../http/context.js';
import { sendBlob } from '../storage/send-blob.js';
import type { SpeechProviders } from './providers.js';
import { renderSpeech, type RenderRequest } from './render-speech.js';
import { cacheKey, readCachedSpeech, writeCachedSpeech, type CachedSpeech } from './speech-cache.js';
import type { SpeechProvider } from './speech-provider.js';
import { StudioError } from './studio/studio-error.js';
import { previewText } from './voice-previews.js';

/**
 * GET /api/voice-previews/{provider}/{voiceId}.mp3 (record 075): with a studio configured, step 2's
 * Play plays that studio's voice (record 053), not the offline one. Each preview is rendered
 * once per studio voice and kept in the speech cache in the store (its key holds the engine's
 * voice id, so a remapped voice is rendered anew); concurrent first requests share one render.
 * The cost is the operator's, once per voice, so it is not counted against the user's allowance.
 */
const params = z.object({
  provider: z.enum(VOICE_PROVIDERS),
  voiceFile: z
    .string()
    .max(80)
    .regex(/^[\w-]+\.mp3$/),
});
const inFlight = new Map<string, Promise<CachedSpeech>>();

function previewRequest(provider: SpeechProvider, voice: CatalogueVoice): RenderRequest {
  return {
    provider,
    voice: { catalogueId: voice.id },
    settings: { rate: 0, pitch: 0 },
    script: previewText(voice),
    pauseSeconds: null,
  };
}

async function studioPreview(ctx: ServiceContext, request: RenderRequest): Promise<CachedSpeech> {
  const key = cacheKey(request);
  const cached = await readCachedSpeech(ctx.store, key, 'mp3');
  if (cached) return cached;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => writeCachedSpeech(ctx.store, key, await renderSpeech(ctx.ffmpeg.path, request)))().finally(
      () => inFlight.delete(key),
    );
    inFlight.set(key, pending);
  }
  try {
    return await pending;
  } catch (error) {
    if (error instanceof StudioError) throw new AppError(error.httpStatus, error.message);
    throw error;
  }
}

export function registerStudioPreviews(app: FastifyInstance, deps: AppDeps, providers: SpeechProviders): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/voice-previews/:provider/:voiceFile',
      { preHandler: requireUser(deps), schema: { params } },
      async (request, reply) => {
        const provider = providers[request.params.provider];
        const voice = findVoice(request.params.voiceFile.replace(/\.mp3$/, ''));
        if (!provider || !voice) throw new AppError(404, messages.generic.notFound);
        const ctx = serviceContext(deps, request);
        const preview = await studioPreview(ctx, previewRequest(provider, voice));
        return sendBlob(request, reply, deps.store, preview.key, {
          contentType: 'audio/mpeg',
          cacheControl: 'private, max-age=3600',
        });
      },
    );
}
