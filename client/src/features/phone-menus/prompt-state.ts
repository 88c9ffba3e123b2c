import { levelAt, menuPrompts, type MenuPrompt } from '#common/phone-menu-prompts.js';
import type { MenuPromptReply, PhoneMenuReply, PhoneMenuSettings } from '#common/schemas/phone-menus.js';

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
  if (draft.prompts[prompt.key]?.enabled === false) return 'off';
  // A menu never saved has nothing made: its words are written when it is first saved.
  if (!saved) return 'not-made';
  const reply = saved.prompts.find((p) => p.key === prompt.key);
  if (!reply || changedSinceSaved(prompt, draft, saved.settings)) return 'unsaved';
  if (reply.audio) return 'made';
  return saved.prompts.some((p) => p.audio) ? 'changed' : 'not-made';
}

/** The words the editor shows: the owner's in the draft, else what the server says it speaks. */
export function shownWords(prompt: MenuPrompt, draft: PhoneMenuSettings, reply: MenuPromptReply | undefined): string {
  return draft.prompts[prompt.key]?.text ?? (reply && !reply.edited ? reply.text : '');
}

/** Whether the draft changes what this prompt says: its own words, or (for a menu) its options, or the business it names. */
function changedSinceSaved(prompt: MenuPrompt, draft: PhoneMenuSettings, saved: PhoneMenuSettings): boolean {
  const said = (settings: PhoneMenuSettings) =>
    JSON.stringify([settings.prompts[prompt.key]?.text, settings.companyName, settings.tone, settings.voiceId]);
  if (said(draft) !== said(saved)) return true;
  if (prompt.kind !== 'menu') return false;
  const optionsAt = (settings: PhoneMenuSettings) =>
    JSON.stringify((levelAt(settings.main, prompt.path)?.options ?? []).map((o) => [o.key, o.label, o.action.kind]));
  return optionsAt(draft) !== optionsAt(saved);
}

/**
 * The first prompt that is on and has no words: an information message the composer could not word
 * without making facts up (record 138) and the owner has not written. Make waits for it, by its
 * option's label.
 */
export function unwordedPrompt(menu: PhoneMenuReply): { key: string; label: string } | null {
  const reply = menu.prompts.find((p) => p.enabled && p.text.trim() === '');
  if (!reply) return null;
  const prompt = menuPrompts(menu.settings).find((p) => p.key === reply.key);
  return { key: reply.key, label: prompt?.label ?? reply.name };
}
