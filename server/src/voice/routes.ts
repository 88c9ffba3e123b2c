import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { previewVoiceBody, synthesizeVoiceBody, type VoicesReply } from '../../../common/schemas/voices.js';
import { ACCENT_LABELS, previewUrl, VOICES } from '../../../common/voices.js';
import { registerAudioRoutes } from '../audio/audio-routes.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { serviceContext } from '../http/context.js';
import { readVoiceUpload } from './clone/read-voice-upload.js';
import { uploadVoice } from './clone/upload-voice.js';
import { previewVoice } from './preview-voice.js';
import { providerStatuses, type SpeechProviders } from './providers.js';
import { synthesizeVoice } from './synthesize-voice.js';
import { registerVoicePreviews } from './voice-previews.js';

/** The voice routes of spec §7, the catalogue with provider status, stored audio and the previews. */
export async function registerVoiceRoutes(app: FastifyInstance, deps: AppDeps, providers: SpeechProviders): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: requireUser(deps) };

  r.get('/api/voices', signedIn, async (): Promise<VoicesReply> => ({
    voices: VOICES.map((v) => ({ ...v, accentLabel: ACCENT_LABELS[v.accent], previewUrl: previewUrl(v.id) })),
    providers: providerStatuses(providers),
  }));

  r.post('/api/synthesize-voice', { ...signedIn, schema: { body: synthesizeVoiceBody } }, async (request) =>
    synthesizeVoice(serviceContext(deps, request), providers, request.user!.id, request.body),
  );

  r.post('/api/preview-voice', { ...signedIn, schema: { body: previewVoiceBody } }, async (request) =>
    previewVoice(serviceContext(deps, request), providers, request.user!.id, request.body),
  );

  r.post('/api/elevenlabs/upload-voice', signedIn, async (request) =>
    uploadVoice(serviceContext(deps, request), providers, request.user!.id, await readVoiceUpload(request)),
  );

  registerAudioRoutes(app, deps);
  await registerVoicePreviews(app, deps);
}
