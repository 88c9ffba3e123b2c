import { LANGUAGE_NAMES } from '#common/bilingual.js';
import { formatMessage } from '#common/format-message.js';
import type { MessageLanguage } from '#common/message-language.js';
import { messages } from '#common/messages.js';
import { levelAt, menuPrompts, type MenuPrompt } from '#common/phone-menu-prompts.js';
import type { MenuPromptReply, PhoneMenuReply, PhoneMenuSettings, PromptSetting } from '#common/schemas/phone-menus.js';
import { promptsOf } from './menu-draft';

/** Where a prompt stands against its last make, as the editor says it (record 142). */
export type PromptStatus = 'off' | 'unsaved' | 'made' | 'changed' | 'not-made';

/**
 * A prompt's status: off when turned off; not made in a menu never saved; `unsaved` when the
 * editor holds a change to its words or options the server has not seen (or a prompt it does not
 * have yet); else by the server's reply, whose `audio` is null before the
 * first make and again once its words changed: `changed` when the menu was made before, `not-made`
 * when it never was.
 */
export function promptStatus(
  prompt: MenuPrompt,
  draft: PhoneMenuSettings,
  saved: PhoneMenuReply | undefined,
): PromptStatus {
  if (ownSetting(prompt, draft)?.enabled === false) return 'off';
  // A menu never saved has nothing made: its words are written when it is first saved.
  if (!saved) return 'not-made';
  const reply = replyOf(prompt, saved);
  if (!reply || changedSinceSaved(prompt, draft, saved.settings)) return 'unsaved';
  if (reply.audio) return 'made';
  return saved.prompts.some((p) => p.audio) ? 'changed' : 'not-made';
}

/** The server's copy of a prompt in its language (a two-language menu lists each key twice). */
export function replyOf(prompt: MenuPrompt, saved: PhoneMenuReply | undefined): MenuPromptReply | undefined {
  return saved?.prompts.find((p) => p.key === prompt.key && p.language === prompt.language);
}

/** The owner's say over a prompt in its language: the menu's own prompts, or its other language's. */
export function ownSetting(prompt: MenuPrompt, settings: PhoneMenuSettings): PromptSetting | undefined {
  return promptsOf(settings, prompt.language)[prompt.key];
}

/** The words the editor shows: the owner's in the draft, else what the server says it speaks. */
export function shownWords(prompt: MenuPrompt, draft: PhoneMenuSettings, reply: MenuPromptReply | undefined): string {
  return ownSetting(prompt, draft)?.text ?? (reply && !reply.edited ? reply.text : '');
}

/**
 * Whether the draft changes what this prompt says: its own words, the language it is in and its
 * voice, the business it names, for a menu its options (their labels in the prompt's language),
 * and for the offer of the other language its key.
 */
function changedSinceSaved(prompt: MenuPrompt, draft: PhoneMenuSettings, saved: PhoneMenuSettings): boolean {
  const inOwnLanguage = (settings: PhoneMenuSettings) => prompt.language === settings.language;
  const said = (settings: PhoneMenuSettings) =>
    JSON.stringify([
      ownSetting(prompt, settings)?.text,
      settings.companyName,
      settings.tone,
      settings.language,
      inOwnLanguage(settings) ? settings.voiceId : settings.otherLanguage?.voiceId,
      prompt.kind === 'languageOffer' ? settings.otherLanguage?.key : null,
    ]);
  if (said(draft) !== said(saved)) return true;
  if (prompt.kind !== 'menu') return false;
  const optionsAt = (settings: PhoneMenuSettings) =>
    JSON.stringify(
      (levelAt(settings.main, prompt.path)?.options ?? []).map((o) => [
        o.key,
        inOwnLanguage(settings) ? o.label : o.otherLabel,
        o.action.kind,
      ]),
    );
  return optionsAt(draft) !== optionsAt(saved);
}

/**
 * The first prompt that is on and has no words: an information message the composer could not word
 * without making facts up (record 138) and the owner has not written. Make waits for it, by its
 * option's label.
 */
export function unwordedPrompt(menu: PhoneMenuReply): { key: string; label: string; language: MessageLanguage } | null {
  const reply = menu.prompts.find((p) => p.enabled && p.text.trim() === '');
  if (!reply) return null;
  const prompt = menuPrompts(menu.settings).find((p) => p.key === reply.key && p.language === reply.language);
  return { key: reply.key, label: prompt?.label ?? reply.name, language: reply.language };
}

/**
 * What an information prompt without words asks for, by its option's label in the menu's language
 * (the screens are English); one in a two-language menu's other language says which language
 * still needs them, as the server's refusal does.
 */
export function infoNeedsWords(label: string, language: MessageLanguage, settings: PhoneMenuSettings): string {
  if (language === settings.language || !settings.otherLanguage)
    return formatMessage(messages.phoneMenus.infoNeedsWords, { label });
  return formatMessage(messages.phoneMenus.infoNeedsOtherWords, { label, language: LANGUAGE_NAMES[language] });
}

/**
 * A two-language menu's prompts by language, the menu's own first (record 146). The offer of the
 * other language is said in it, but is listed right after the greeting, where callers hear it.
 */
export function promptGroups(
  prompts: readonly MenuPrompt[],
  language: MessageLanguage,
): { language: MessageLanguage; prompts: MenuPrompt[] }[] {
  const offer = prompts.filter((p) => p.kind === 'languageOffer');
  const own = prompts.filter((p) => p.language === language && p.kind !== 'languageOffer');
  const others = prompts.filter((p) => p.language !== language && p.kind !== 'languageOffer');
  const greeting = own.findIndex((p) => p.kind === 'greeting');
  const first = [...own.slice(0, greeting + 1), ...offer, ...own.slice(greeting + 1)];
  const groups = [{ language, prompts: first }];
  const other = others[0]?.language;
  return other ? [...groups, { language: other, prompts: others }] : groups;
}
