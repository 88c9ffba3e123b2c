import { describe, expect, it } from 'vitest';
import { menuPrompts } from '#common/phone-menu-prompts.js';
import type { PhoneMenuReply, PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { newMenuSettings, withPromptEnabled, withPromptText } from './menu-draft';
import { promptStatus, shownWords, unwordedPrompt } from './prompt-state';

const settings: PhoneMenuSettings = {
  ...newMenuSettings({ companyName: 'Acme', tone: 'friendly', timeZone: 'UTC', voiceId: 'en-US-ken' }),
  main: {
    options: [
      { key: '1', label: 'sales', action: { kind: 'dial', number: '+15551230001' } },
      {
        key: '2',
        label: 'support',
        action: { kind: 'submenu', menu: { options: [{ key: '1', label: 'billing', action: { kind: 'voicemail' } }] } },
      },
    ],
  },
};
const prompt = (key: string) => menuPrompts(settings).find((p) => p.key === key)!;

/** The server's reply for `settings`, with the prompts named in `made` rendered. */
function replyOf(made: string[]): PhoneMenuReply {
  return {
    id: 'm1',
    settings,
    prompts: menuPrompts(settings).map((p) => ({
      key: p.key,
      name: p.name,
      kind: p.kind,
      language: 'en',
      description: p.description,
      enabled: true,
      text: `Composed words of ${p.key}.`,
      edited: false,
      audio: made.includes(p.key)
        ? { audioId: `a-${p.key}`, url: `/api/audio/a-${p.key}`, version: 1, duration: 2 }
        : null,
    })),
    ready: false,
    renderJobId: null,
    createdAt: '2026-11-28T10:00:00Z',
    updatedAt: '2026-11-28T10:00:00Z',
  };
}

describe('a prompt’s status against its last make', () => {
  it('is not made before the first make, and changed once its words changed after one', () => {
    expect(promptStatus(prompt('greeting'), settings, replyOf([]))).toBe('not-made');
    expect(promptStatus(prompt('greeting'), settings, replyOf(['menu']))).toBe('changed');
    expect(promptStatus(prompt('greeting'), settings, replyOf(['greeting']))).toBe('made');
  });

  it('is unsaved while the editor changes its words, the options it reads, or the voice', () => {
    const saved = replyOf(['greeting', 'menu', 'menu_2']);
    expect(promptStatus(prompt('greeting'), withPromptText(settings, 'greeting', 'Hi.'), saved)).toBe('unsaved');
    const relabelled = structuredClone(settings);
    relabelled.main.options[0]!.label = 'new orders';
    expect(promptStatus(prompt('menu'), relabelled, saved)).toBe('unsaved');
    expect(promptStatus(prompt('menu_2'), relabelled, saved)).toBe('made');
    expect(promptStatus(prompt('menu_2'), { ...settings, voiceId: 'en-GB-hazel' }, saved)).toBe('unsaved');
    const added = structuredClone(settings);
    added.main.options.push({ key: '3', label: 'directions', action: { kind: 'info' } });
    expect(
      promptStatus(
        menuPrompts(added).find((p) => p.key === 'info_3')!,
        added,
        saved,
      ),
    ).toBe('unsaved');
  });

  it('is not made in a menu never saved', () => {
    expect(promptStatus(prompt('greeting'), settings, undefined)).toBe('not-made');
  });

  it('is off when turned off, whatever was made', () => {
    expect(promptStatus(prompt('holiday'), withPromptEnabled(settings, 'holiday', false), replyOf(['holiday']))).toBe(
      'off',
    );
  });
});

describe('the words shown', () => {
  it('are the owner’s in the editor, else the composer’s as the server wrote them', () => {
    const saved = replyOf([]);
    const reply = saved.prompts[0]!;
    expect(shownWords(prompt('greeting'), settings, reply)).toBe('Composed words of greeting.');
    expect(shownWords(prompt('greeting'), withPromptText(settings, 'greeting', 'Hello.'), reply)).toBe('Hello.');
    // Edited words taken back: the composer's are not known until the server writes them.
    expect(shownWords(prompt('greeting'), settings, { ...reply, edited: true, text: 'Hello.' })).toBe('');
  });
});

describe('a prompt without words', () => {
  it('is the first enabled one the server could not word, named by its option', () => {
    const menu = structuredClone(replyOf([]));
    menu.settings.main.options[1]!.action = {
      kind: 'submenu',
      menu: { options: [{ key: '1', label: 'billing', action: { kind: 'info' } }] },
    };
    expect(unwordedPrompt(menu)).toBeNull();
    menu.prompts.push({ ...menu.prompts[0]!, key: 'info_2_1', name: 'acme_info_2_1', kind: 'info', text: '' });
    expect(unwordedPrompt(menu)).toEqual({ key: 'info_2_1', label: 'billing' });
    menu.prompts.at(-1)!.enabled = false;
    expect(unwordedPrompt(menu)).toBeNull();
  });
});
