import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STUDIO_PROVIDERS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { findAnyVoice, languageOfVoice } from '#common/spanish-voices.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { speaksLanguage } from './resolve-voice.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { sendBlob } from '../storage/send-blob.js';
import type { SpeechProviders } from './providers.js';
import { previewRequest, studioPreviewJob } from './jobs/studio-preview-job.js';
import { cacheKey, readCachedSpeech } from './speech-cache.js';

/**
 * GET /api/voice-previews/{provider}/{voiceId}.mp3 (record 075): with a studio configured, step 2's
 * Play plays that studio's voice (record 053), not the offline one. Each preview is rendered
 * once per studio voice and kept in the speech cache in the store (its key holds the engine's
 * voice id, so a remapped voice is rendered anew).
 * The cost is the operator's, once per voice, so it is not counted against the user's allowance.
 */
const params = z.object({
  provider: z.enum(STUDIO_PROVIDERS),
  voiceFile: z
    .string()
    .max(80)
    .regex(/^[\w-]+\.mp3$/),
});

export function registerStudioPreviews(
  app: FastifyInstance,
  deps: AppDeps,
  providers: SpeechProviders,
  jobs: JobQueue,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/voice-previews/:provider/:voiceFile',
      { preHandler: requireUser(deps), schema: { params } },
      async (request, reply) => {
        const provider = providers[request.params.provider];
        const voice = findAnyVoice(request.params.voiceFile.replace(/\.mp3$/, ''));
        // A studio that does not speak Spanish has no Spanish voice to play (record 144).
        if (!provider || !voice || !speaksLanguage(provider, languageOfVoice(voice.id)!))
          throw new AppError(404, messages.generic.notFound);
        // Served from the cache when rendered before; otherwise rendered by a job.
        const cached = await readCachedSpeech(deps.store, cacheKey(previewRequest(provider, voice)), 'mp3');
        const key =
          cached?.key ??
          (
            await jobs.result(
              studioPreviewJob,
              await jobs.enqueue(studioPreviewJob, request.user!.id, { provider: provider.id, voiceId: voice.id }),
            )
          ).key;
        return sendBlob(request, reply, deps.store, key, {
          contentType: 'audio/mpeg',
          cacheControl: 'private, max-age=3600',
        });
      },
    );
}
