import { describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { bilingualMenuSettings, menuSettings } from '../testing/menu-kit.js';
import { requireWordedPrompts } from './menu-checks.js';
import { promptWords } from './menu-read.js';

/**
 * An information option whose words the composer cannot write without inventing facts comes back
 * empty (record 138): the menu saves, but is not made until the owner writes them, and the refusal
 * names the option. The composer decides which options those are, so the words here are emptied as
 * it empties them.
 */
describe('a menu is made only when every enabled prompt has words', () => {
  const prompts = promptWords(menuSettings());
  const unworded = prompts.map((p) => (p.key === 'info_3' ? { ...p, text: '' } : p));

  it('refuses an enabled information prompt without words, naming its option', () => {
    expect(() => requireWordedPrompts(unworded)).toThrow(
      formatMessage(messages.phoneMenus.infoNeedsWords, { label: 'opening hours' }),
    );
  });

  it('takes it once the prompt is turned off, or has words', () => {
    expect(() =>
      requireWordedPrompts(unworded.map((p) => (p.key === 'info_3' ? { ...p, enabled: false } : p))),
    ).not.toThrow();
    expect(() => requireWordedPrompts(prompts)).not.toThrow();
  });
});

/**
 * A menu made whole in Spanish too (record 146): the Spanish information message has words of its
 * own (the owner's, in `otherLanguage.prompts`), and lacking them the refusal says which language,
 * by the option's name in the menu's language.
 */
describe('a two-language menu is made only when every enabled prompt of both languages has words', () => {
  const settings = bilingualMenuSettings();
  delete settings.otherLanguage!.prompts.info_3;
  const prompts = promptWords(settings);

  it('words each language from its own settings', () => {
    const info = prompts.filter((p) => p.key === 'info_3');
    expect(info.map((p) => [p.id, p.language, p.text])).toEqual([
      ['info_3', 'en', 'We are open from eight until six, Monday to Friday.'],
      ['info_3_es', 'es', ''],
    ]);
    expect(prompts.find((p) => p.id === 'info_1_2_es')).toMatchObject({
      edited: true,
      text: expect.stringMatching(/^Estamos en el 12/),
    });
  });

  it('refuses the Spanish information prompt without words, naming the language and the option', () => {
    expect(() => requireWordedPrompts(prompts)).toThrow(
      formatMessage(messages.phoneMenus.infoNeedsOtherWords, { label: 'opening hours', language: 'Spanish' }),
    );
    const off = bilingualMenuSettings();
    off.otherLanguage!.prompts.info_3 = { enabled: false };
    expect(() => requireWordedPrompts(promptWords(off))).not.toThrow();
  });
});
