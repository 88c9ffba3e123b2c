import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type VoicesReply } from '#common/schemas/voices.js';
import { messages } from '#common/messages.js';
import { registerAudioRoutes } from '../stored-audio/audio-routes.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { answerWithJob, answerWithJobStatus } from '../jobs/answer-with-job.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { readVoiceUpload } from './clone/read-voice-upload.js';
import { VOICE_SAMPLES_PREFIX, voiceCloneJob } from './jobs/voice-clone-job.js';
import { speculativeVoiceJob } from './jobs/speculative-voice-job.js';
import { voiceJob } from './jobs/voice-job.js';
import { voicePreviewJob } from './jobs/voice-preview-job.js';
import { providerStatuses, type SpeechProviders } from './providers.js';
import { resolveVoice } from './resolve-voice.js';
import { secondPartChoice } from './synthesize-voice.js';
import { registerVoicePreviews } from './voice-previews.js';
import { voiceList } from './voice-list.js';
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
    voices: voiceList(providers),
    providers: providerStatuses(providers),
  }));

  // Every one of these is a job (record 102): the route waits for it, or answers 202 on `Prefer: respond-async`.
  r.post(
    '/api/synthesize-voice',
    { ...signedIn, schema: routeSchema('POST /api/synthesize-voice') },
    async (request, reply) => answerWithJob(jobs, request, reply, voiceJob, request.body),
  );

  // The same voice recorded ahead (record 129): step 3 asks for it once the script has been still
  // for a moment, answered 202 with the job, which step 4 then takes instead of asking; a changed
  // script cancels it (DELETE /api/jobs/:id) and a newer one supersedes it. Only the offline engine
  // speaks ahead: a studio would spend the user's studio characters, and the operator's, on a
  // script that may still change. That refusal (409) counts no quota; step 4 asks as usual.
  r.post(
    '/api/synthesize-voice/speculative',
    { ...signedIn, schema: routeSchema('POST /api/synthesize-voice/speculative') },
    async (request, reply) => {
      const { body } = request;
      const userId = request.user!.id;
      // A bilingual request's parts each (record 145): both are refused as they would be in step 4.
      const choices = [body, ...(body.secondPart ? [secondPartChoice(body, body.secondPart)] : [])];
      for (const choice of choices) {
        const { provider } = await resolveVoice(deps.database.db, providers, userId, choice);
        if (provider.id !== 'local') throw new AppError(409, messages.voice.studioNotMadeAhead);
      }
      return answerWithJobStatus(jobs, request, reply, speculativeVoiceJob, body);
    },
  );

  r.post(
    '/api/preview-voice',
    { ...signedIn, schema: routeSchema('POST /api/preview-voice') },
    async (request, reply) => answerWithJob(jobs, request, reply, voicePreviewJob, request.body),
  );

  r.post(
    '/api/elevenlabs/upload-voice',
    { ...signedIn, schema: routeSchema('POST /api/elevenlabs/upload-voice') },
    async (request, reply) => {
      // The sample goes to the store first, so whichever worker runs the job can read it.
      const { file, ...upload } = await readVoiceUpload(request);
      const sampleKey = `${VOICE_SAMPLES_PREFIX}${randomUUID()}`;
      await deps.store.put(sampleKey, { bytes: file });
      try {
        return await answerWithJob(jobs, request, reply, voiceCloneJob, { sampleKey, ...upload });
      } catch (error) {
        await deps.store.delete(sampleKey);
        throw error;
      }
    },
  );

  registerPronunciationRoutes(app, deps);
  registerStudioPreviews(app, deps, providers, jobs);
  registerAudioRoutes(app, deps);
  await registerVoicePreviews(app, deps, providers.local);
}
