import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type VoicesReply } from '#common/schemas/voices.js';
import { ACCENT_LABELS, previewUrl, VOICES } from '#common/voices.js';
import { registerAudioRoutes } from '../stored-audio/audio-routes.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { answerWithJob } from '../job-routes/routes.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { serviceContext } from '../http/context.js';
import { limitWork } from '../quotas/limit-work.js';
import { readVoiceUpload } from './clone/read-voice-upload.js';
import { uploadVoice } from './clone/upload-voice.js';
import { previewVoice } from './synthesize-voice.js';
import { providerStatuses, type SpeechProviders } from './providers.js';
import { registerVoicePreviews } from './voice-previews.js';
import { registerPronunciationRoutes } from './pronunciation/routes.js';
import { registerStudioPreviews } from './studio-previews.js';
import { routeSchema } from '../http/route-schema.js';

/** The voice routes of spec §7, the catalogue with provider status, pronunciations, stored audio and the previews. */
export async function registerVoiceRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  providers: SpeechProviders,
  jobs: JobQueue,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: requireUser(deps) };

  r.get('/api/voices', { ...signedIn, schema: routeSchema('GET /api/voices') }, async (): Promise<VoicesReply> => ({
    voices: VOICES.map((v) => ({ ...v, accentLabel: ACCENT_LABELS[v.accent], previewUrl: previewUrl(v.id) })),
    providers: providerStatuses(providers),
  }));

  const limited = (kind: 'synthesis' | 'preview' | 'clone') => ({
    preHandler: [signedIn.preHandler, limitWork(deps, kind)],
  });

  // Synthesis runs as a job (decision 020): the route waits for it, or answers 202 on `Prefer: respond-async`.
  r.post(
    '/api/synthesize-voice',
    { ...limited('synthesis'), schema: routeSchema('POST /api/synthesize-voice') },
    async (request, reply) => answerWithJob(jobs, request, reply, 'voice', request.body),
  );

  r.post(
    '/api/preview-voice',
    { ...limited('preview'), schema: routeSchema('POST /api/preview-voice') },
    async (request) => previewVoice(serviceContext(deps, request), providers, request.user!.id, request.body),
  );

  r.post(
    '/api/elevenlabs/upload-voice',
    { ...limited('clone'), schema: routeSchema('POST /api/elevenlabs/upload-voice') },
    async (request) =>
      uploadVoice(serviceContext(deps, request), providers, request.user!.id, await readVoiceUpload(request)),
  );

  registerPronunciationRoutes(app, deps);
  registerStudioPreviews(app, deps, providers);
  registerAudioRoutes(app, deps);
  await registerVoicePreviews(app, deps, providers.local);
}
