import { describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { menuSettings } from '../testing/menu-kit.js';
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
