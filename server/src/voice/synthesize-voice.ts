import { PAUSE_LENGTHS } from '../../../common/constants.js';
import type { z } from 'zod';
import type { synthesizeVoiceBody, SynthesizeVoiceReply } from '../../../common/schemas/voices.js';
import type { ServiceContext } from '../deps.js';
import type { SpeechProviders } from './providers.js';
import { resolveVoice } from './resolve-voice.js';
import { speakToFile } from './speak-to-file.js';

const NATURAL = { rate: 0, pitch: 0 };

/** POST /api/synthesize-voice: the whole script in the chosen voice, with the chosen paragraph pauses (D5). */
export async function synthesizeVoice(
  ctx: ServiceContext,
  providers: SpeechProviders,
  userId: string,
  body: z.output<typeof synthesizeVoiceBody>,
): Promise<SynthesizeVoiceReply> {
  const { provider, voice } = await resolveVoice(ctx.database.db, providers, userId, body);
  const pauseSeconds = body.enableParagraphPauses ? PAUSE_LENGTHS.find((p) => p.value === body.pauseLength)!.seconds : null;
  const file = await speakToFile(ctx, userId, 'voice', { provider, voice, settings: NATURAL, script: body.script, pauseSeconds });
  return { audioId: file.id, durationSeconds: file.durationSeconds, provider: provider.id };
}
