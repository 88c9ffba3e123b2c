import { type MenuPrompt, menuPrompts } from '#common/phone-menu-prompts.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { digitWords } from '#common/speech/number-words.js';
import { keypadSentence } from '../keypad-option.js';

/**
 * The words of every prompt of a phone menu (issue 38), by prompt key, as the composer writes them
 * from the menu's settings. The owner's own words (`settings.prompts[key].text`) are not applied
 * here: this is what a prompt says when the owner has not written it.
 */
export function composeMenuScripts(settings: PhoneMenuSettings): Record<string, string> {
  const scripts: Record<string, string> = {};
  for (const prompt of menuPrompts(settings)) scripts[prompt.key] = promptWords(prompt, settings);
  return scripts;
}

const KEY_WORDS: Record<string, string> = { '*': 'star', '#': 'pound' };

function promptWords(prompt: MenuPrompt, settings: PhoneMenuSettings): string {
  switch (prompt.kind) {
    case 'greeting':
      return `Thank you for calling ${settings.companyName}.`;
    case 'menu':
      return prompt.options!.map((o) => keypadSentence(o.label, KEY_WORDS[o.key] ?? digitWords(o.key))).join(' ');
    case 'info':
      return `Here is some information about ${prompt.label}.`;
    case 'invalid':
      return 'Sorry, that is not a valid choice.';
    case 'noInput':
      return 'Sorry, we did not hear a choice.';
    case 'transfer':
      return 'Please hold while we connect your call.';
    case 'afterHours':
      return `Thank you for calling ${settings.companyName}. Our office is now closed.`;
    case 'holiday':
      return `Thank you for calling ${settings.companyName}. Our office is closed today for the holiday.`;
    case 'voicemail':
      return 'Please leave your name, number and a short message after the tone.';
  }
}
