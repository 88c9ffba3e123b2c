import { PAUSE_LENGTHS } from '#common/constants.js';
import type { z } from 'zod';
import type { VoiceRecipe } from '#common/schemas/recipe.js';
import type { MessageLanguage } from '#common/message-language.js';
import type {
  previewVoiceBody,
  SecondPart,
  PreviewVoiceReply,
  synthesizeVoiceBody,
  SynthesizeVoiceReply,
} from '#common/schemas/voices.js';
import type { ServiceContext } from '../deps.js';
import type { AudioKind } from '../stored-audio/audio-files.js';
import type { SpeechProviders } from './providers.js';
import { resolveVoice, type VoiceChoice } from './resolve-voice.js';
import { speakToFile } from './speak-to-file.js';
import type { SecondSpeech } from './render-speech.js';
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
  options: {
    recipe?: VoiceRecipe;
    stream?: { id: string; onFirstSound: (provider: string) => void };
    /** A bilingual recording's other language (record 145), its voice resolved already. */
    second?: SecondSpeech;
  } = {},
) {
  const { provider, voice } = await resolveVoice(ctx.database.db, providers, userId, choice);
  // The user's pronunciation entries for the message's language that occur in this text (records 073, 144).
  const pronunciations = await pronunciationsIn(ctx, userId, text.script, choice.language);
  const { recipe, stream, second } = options;
  const { file, reused } = await speakToFile(
    ctx,
    userId,
    kind,
    { provider, voice, settings: { rate: 0, pitch: 0 }, pronunciations, ...text, ...(second && { second }) },
    { recipe, stream: stream && { id: stream.id, onFirstSound: () => stream.onFirstSound(provider.id) } },
  );
  return { file, reused, provider: provider.id };
}

const pronunciationsIn = async (ctx: ServiceContext, userId: string, script: string, language?: MessageLanguage) =>
  entriesUsed(script, await lexiconOf(ctx.database.db, userId, language));

/**
 * A bilingual request's second part (record 145) as a voice choice: its own voice and language, the
 * first part's engine (the studio card chosen, or the offline retry), so each part is resolved and
 * checked for its language exactly as a message of its own.
 */
export function secondPartChoice(body: z.output<typeof synthesizeVoiceBody>, second: SecondPart): VoiceChoice {
  return {
    voiceType: second.voiceType,
    elevenlabsVoiceId: second.elevenlabsVoiceId,
    voiceProvider: body.voiceProvider,
    useLocalEngine: body.useLocalEngine,
    language: second.language,
  };
}

/** The second part ready to speak: its voice resolved (refused as a message's would be) and its pronunciations. */
async function secondSpeech(
  ctx: ServiceContext,
  providers: SpeechProviders,
  userId: string,
  body: z.output<typeof synthesizeVoiceBody>,
): Promise<SecondSpeech | undefined> {
  const second = body.secondPart;
  if (!second) return undefined;
  // The first part's voice is checked first: its refusal is the one a user with both wrong sees.
  await resolveVoice(ctx.database.db, providers, userId, body);
  const choice = secondPartChoice(body, second);
  const { provider, voice } = await resolveVoice(ctx.database.db, providers, userId, choice);
  const pronunciations = await pronunciationsIn(ctx, userId, second.script, second.language);
  return { provider, voice, script: second.script, pronunciations, placement: second.placement };
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
  const second = await secondSpeech(ctx, providers, userId, body);
  // The request as made, second part included, is kept with the recording: a reopened message has both (record 108).
  const { file, provider, reused } = await speak(
    ctx,
    providers,
    userId,
    'voice',
    body,
    { script: body.script, pauseSeconds },
    { recipe: { voice: body }, second },
  );
  return { audioId: file.id, durationSeconds: file.durationSeconds, provider, reused };
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
