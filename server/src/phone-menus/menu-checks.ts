import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { countWords, estimateDurationSeconds } from '#common/script-stats.js';
import {
  MENU_PROMPTS_MAX,
  MENU_SECONDS_MAX,
  type MenuLevel,
  type MenuOption,
  type PhoneMenuSettings,
} from '#common/schemas/phone-menus.js';
import { speechTextIn } from '#common/speech/speech-text-in.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import type { SpeechProviders } from '../voice/providers.js';
import { inOtherLanguage, menuLanguage, promptWords, type PromptWords } from './menu-read.js';
import { menuVoices, promptVoiceRequest, type MenuVoices } from './menu-voice.js';

/**
 * The server's checks of a menu beyond its schema (record 138), in the contract's words: run when
 * it is saved (POST, PUT) and again when it is made, since the voice or the composer may have
 * changed in between. A menu made whole in its other language too (record 146) is checked in
 * both: each option's label in that language, the offer's key, each language's voice, and the caps
 * over every prompt of both, since each is a file. Returns the prompts with their words, and each
 * language's voice.
 */
export async function requireSavableMenu(
  db: Db,
  providers: SpeechProviders,
  userId: string,
  settings: PhoneMenuSettings,
): Promise<{ prompts: PromptWords[]; voices: MenuVoices }> {
  const prompts = promptWords(settings);
  requireKnownPromptSettings(settings, prompts);
  requireOtherLanguageShape(settings);
  if (prompts.length > MENU_PROMPTS_MAX)
    throw new AppError(
      400,
      settings.otherLanguage ? messages.phoneMenus.tooManyPromptsBilingual : messages.phoneMenus.tooManyPrompts,
    );
  const voices = await menuVoices(db, providers, userId, settings);
  // An information message the composer could not word is empty: saved as it is, refused when made.
  const spoken = prompts.filter((p) => p.enabled && p.text !== '');
  for (const prompt of spoken) {
    if (countWords(speechTextIn(prompt.language, prompt.text)) === 0)
      throw new AppError(400, formatMessage(messages.phoneMenus.promptNothingToSay, { name: prompt.name }));
    // The same request, and the same refusal, as one message of these words (its length cap).
    const request = promptVoiceRequest(voices[prompt.language]!.choice, prompt.text);
    if (!request.success) throw new AppError(400, request.error.issues[0]!.message);
  }
  // The estimate the editor shows for a script (140 words a minute), summed over what will play in both languages.
  const seconds = spoken.reduce(
    (sum, p) =>
      sum +
      estimateDurationSeconds(p.text, { pauseLength: 'medium', enableParagraphPauses: false, language: p.language }),
    0,
  );
  if (seconds > MENU_SECONDS_MAX) throw new AppError(400, messages.phoneMenus.tooLong);
  return { prompts, voices };
}

/** A setting for a prompt the menu does not have (an option since removed, a key made up), in either language. */
function requireKnownPromptSettings(settings: PhoneMenuSettings, prompts: readonly PromptWords[]): void {
  const own = new Set(prompts.filter((p) => !inOtherLanguage(settings, p)).map((p) => p.key));
  const other = new Set(prompts.filter((p) => inOtherLanguage(settings, p)).map((p) => p.key));
  const unknown =
    Object.keys(settings.prompts).some((key) => !own.has(key)) ||
    Object.keys(settings.otherLanguage?.prompts ?? {}).some((key) => !other.has(key));
  if (unknown) throw new AppError(400, messages.phoneMenus.unknownPrompt);
}

/** Every option of every level, depth first. */
function everyOption(level: MenuLevel): MenuOption[] {
  return level.options.flatMap((o) => [o, ...(o.action.kind === 'submenu' ? everyOption(o.action.menu) : [])]);
}

/**
 * A menu made whole in its other language: the offer's key is free in the main menu (a caller who
 * presses it must reach the other language, not an option), and every option has its label in
 * that language, which the other language's prompts say ("Para ventas" for "For sales").
 */
function requireOtherLanguageShape(settings: PhoneMenuSettings): void {
  const other = settings.otherLanguage;
  if (!other) return;
  const language = LANGUAGE_NAMES[otherLanguage(menuLanguage(settings))];
  if (settings.main.options.some((o) => o.key === other.key))
    throw new AppError(400, formatMessage(messages.phoneMenus.offerKeyTaken, { key: other.key, language }));
  if (everyOption(settings.main).some((o) => !o.otherLabel?.trim()))
    throw new AppError(400, formatMessage(messages.phoneMenus.otherLabelRequired, { language }));
}

/**
 * Before a menu is made: every enabled prompt has words. Only an information message can lack
 * them, since the composer writes it only from what it knows (record 138); the owner is asked to
 * write it, by the option's name (in the menu's language), rather than have the studio invent
 * opening times or prices. A prompt of the other language says which language it lacks.
 */
export function requireWordedPrompts(prompts: readonly PromptWords[]): void {
  const unworded = prompts.find((p) => p.enabled && p.text === '');
  if (!unworded) return;
  const label = unworded.label ?? unworded.name;
  // A prompt of the other language has an id of its own (`info_3_es`); the menu's language's is its key.
  if (unworded.id !== unworded.key)
    throw new AppError(
      400,
      formatMessage(messages.phoneMenus.infoNeedsOtherWords, { label, language: LANGUAGE_NAMES[unworded.language] }),
    );
  throw new AppError(400, formatMessage(messages.phoneMenus.infoNeedsWords, { label }));
}
