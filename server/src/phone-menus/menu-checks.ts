import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { countWords, estimateDurationSeconds } from '#common/script-stats.js';
import { MENU_PROMPTS_MAX, MENU_SECONDS_MAX, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { speechText } from '#common/speech/speak-text.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import type { SpeechProviders } from '../voice/providers.js';
import type { VoiceChoice } from '../voice/resolve-voice.js';
import { promptWords, type PromptWords } from './menu-read.js';
import { menuSpeaker, promptVoiceRequest } from './menu-voice.js';

/**
 * The server's checks of a menu beyond its schema (record 138), in the contract's words: run when
 * it is saved (POST, PUT) and again when it is made, since the voice or the composer may have
 * changed in between. Returns the prompts with their words, and the menu's voice and speaker.
 */
export async function requireSavableMenu(
  db: Db,
  providers: SpeechProviders,
  userId: string,
  settings: PhoneMenuSettings,
): Promise<{ prompts: PromptWords[]; choice: VoiceChoice; speaker: string }> {
  const prompts = promptWords(settings);
  const keys = new Set(prompts.map((p) => p.key));
  // A setting for a prompt the menu does not have (an option since removed, a key made up).
  if (Object.keys(settings.prompts).some((key) => !keys.has(key)))
    throw new AppError(400, messages.phoneMenus.unknownPrompt);
  if (prompts.length > MENU_PROMPTS_MAX) throw new AppError(400, messages.phoneMenus.tooManyPrompts);
  const { choice, speaker } = await menuSpeaker(db, providers, userId, settings.voiceId);
  // An information message the composer could not word is empty: saved as it is, refused when made.
  const spoken = prompts.filter((p) => p.enabled && p.text !== '');
  for (const prompt of spoken) {
    if (countWords(speechText(prompt.text)) === 0)
      throw new AppError(400, formatMessage(messages.phoneMenus.promptNothingToSay, { name: prompt.name }));
    // The same request, and the same refusal, as one message of these words (its length cap).
    const request = promptVoiceRequest(choice, prompt.text);
    if (!request.success) throw new AppError(400, request.error.issues[0]!.message);
  }
  // The estimate the editor shows for a script (140 words a minute), summed over what will play.
  const seconds = spoken.reduce(
    (sum, p) => sum + estimateDurationSeconds(p.text, { pauseLength: 'medium', enableParagraphPauses: false }),
    0,
  );
  if (seconds > MENU_SECONDS_MAX) throw new AppError(400, messages.phoneMenus.tooLong);
  return { prompts, choice, speaker };
}

/**
 * Before a menu is made: every enabled prompt has words. Only an information message can lack
 * them, since the composer writes it only from what it knows (record 138); the owner is asked to
 * write it, by the option's name, rather than have the studio invent opening times or prices.
 */
export function requireWordedPrompts(prompts: readonly PromptWords[]): void {
  const unworded = prompts.find((p) => p.enabled && p.text === '');
  if (unworded)
    throw new AppError(
      400,
      formatMessage(messages.phoneMenus.infoNeedsWords, { label: unworded.label ?? unworded.name }),
    );
}
