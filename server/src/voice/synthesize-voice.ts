import { PAUSE_LENGTHS } from '#common/constants.js';
import type { z } from 'zod';
import type { VoiceRecipe } from '#common/schemas/recipe.js';
import type {
  previewVoiceBody,
  PreviewVoiceReply,
  synthesizeVoiceBody,
  SynthesizeVoiceReply,
} from '#common/schemas/voices.js';
import type { ServiceContext } from '../deps.js';
import type { AudioKind } from '../stored-audio/audio-files.js';
import type { SpeechProviders } from './providers.js';
import { resolveVoice, type VoiceChoice } from './resolve-voice.js';
import { speakToFile } from './speak-to-file.js';
import { entriesUsed } from './pronunciation/lexicon.js';
import { lexiconOf } from './pronunciation/pronunciation-store.js';

/**
 * The recording and the preview are one path: the chosen voice speaks a text into a stored file.
 * They differ only in what is spoken (the whole script with its paragraph pauses, record 054, or the first
 * 500 characters without), the file's kind, and what the reply says about it.
 */
async function speak(
  ctx: ServiceContext,
  providers: SpeechProviders,
  userId: string,
  kind: AudioKind,
  choice: VoiceChoice,
  text: { script: string; pauseSeconds: number | null },
  options: { recipe?: VoiceRecipe; stream?: { id: string; onFirstSound: (provider: string) => void } } = {},
) {
  const { provider, voice } = await resolveVoice(ctx.database.db, providers, userId, choice);
  // The user's pronunciation entries for the message's language that occur in this text (records 073, 144).
  const pronunciations = entriesUsed(text.script, await lexiconOf(ctx.database.db, userId, choice.language));
  const { recipe, stream } = options;
  const file = await speakToFile(
    ctx,
    userId,
    kind,
    { provider, voice, settings: { rate: 0, pitch: 0 }, pronunciations, ...text },
    { recipe, stream: stream && { id: stream.id, onFirstSound: () => stream.onFirstSound(provider.id) } },
  );
  return { file, provider: provider.id };
}

/** POST /api/synthesize-voice: the whole script in the chosen voice, with the chosen paragraph pauses (record 054). */
export async function synthesizeVoice(
  ctx: ServiceContext,
  providers: SpeechProviders,
  userId: string,
  body: z.output<typeof synthesizeVoiceBody>,
): Promise<SynthesizeVoiceReply> {
  const pauseSeconds = body.enableParagraphPauses
    ? PAUSE_LENGTHS.find((p) => p.value === body.pauseLength)!.seconds
    : null;
  const { file, provider } = await speak(
    ctx,
    providers,
    userId,
    'voice',
    body,
    { script: body.script, pauseSeconds },
    { recipe: { voice: body } },
  );
  return { audioId: file.id, durationSeconds: file.durationSeconds, provider };
}

/**
 * POST /api/preview-voice: the script's first 500 characters (cut by the schema) in the chosen voice.
 * The preview is stored under `stream.id` and streams from its address while it is spoken (record
 * 130): the reply is given early, through `stream.answer`, once its first sound is on its way.
 */
export async function previewVoice(
  ctx: ServiceContext,
  providers: SpeechProviders,
  userId: string,
  body: z.output<typeof previewVoiceBody>,
  stream: { id: string; answer: (reply: PreviewVoiceReply) => void },
): Promise<PreviewVoiceReply> {
  const url = `/api/audio/${stream.id}`;
  const { provider } = await speak(
    ctx,
    providers,
    userId,
    'preview',
    body,
    { script: body.text, pauseSeconds: null },
    { stream: { id: stream.id, onFirstSound: (provider) => stream.answer({ url, provider }) } },
  );
  return { url, provider };
}
