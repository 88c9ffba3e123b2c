import type { z } from 'zod';
import type { previewVoiceBody, PreviewVoiceReply } from '../../../common/schemas/voices.js';
import type { ServiceContext } from '../deps.js';
import type { SpeechProviders } from './providers.js';
import { resolveVoice } from './resolve-voice.js';
import { speakToFile } from './speak-to-file.js';

/** POST /api/preview-voice: the script's first 500 characters (cut by the schema) in the chosen voice. */
export async function previewVoice(
  ctx: ServiceContext,
  providers: SpeechProviders,
  userId: string,
  body: z.output<typeof previewVoiceBody>,
): Promise<PreviewVoiceReply> {
  const { provider, voice } = await resolveVoice(ctx.database.db, providers, userId, body);
  const file = await speakToFile(ctx, userId, 'preview', { provider, voice, settings: { rate: 0, pitch: 0 }, script: body.text, pauseSeconds: null });
  return { url: `/api/audio/${file.id}`, provider: provider.id };
}
