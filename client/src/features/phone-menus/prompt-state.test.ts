import { describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { menuPrompts } from '#common/phone-menu-prompts.js';
import type { PhoneMenuReply, PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { newMenuSettings, withPromptEnabled, withPromptText } from './menu-draft';
import { withOtherLanguage } from './menu-language';
import {
  infoNeedsWords,
  promptGroups,
  promptStatus,
  replyOf as replyIn,
  shownWords,
  unwordedPrompt,
} from './prompt-state';

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
    expect(unwordedPrompt(menu)).toEqual({ key: 'info_2_1', label: 'billing', language: 'en' });
    menu.prompts.at(-1)!.enabled = false;
    expect(unwordedPrompt(menu)).toBeNull();
  });
});

describe('a menu in two languages', () => {
  const both: PhoneMenuSettings = structuredClone(withOtherLanguage(settings, true));
  both.main.options[0]!.otherLabel = 'ventas';
  both.main.options[1]!.otherLabel = 'soporte';
  const inBoth = (key: string, language: 'en' | 'es') =>
    menuPrompts(both).find((p) => p.key === key && p.language === language)!;

  /** The server's reply for `both`, every prompt made. */
  function bothMade(): PhoneMenuReply {
    return {
      ...replyOf([]),
      settings: both,
      prompts: menuPrompts(both).map((p) => ({
        key: p.key,
        name: p.name,
        kind: p.kind,
        language: p.language,
        description: p.description,
        enabled: true,
        text: `${p.language} words of ${p.key}.`,
        edited: false,
        audio: { audioId: `a-${p.id}`, url: `/api/audio/a-${p.id}`, version: 1, duration: 2 },
      })),
    };
  }

  it('lists the menu’s own language first with the offer after the greeting, then the other language', () => {
    const groups = promptGroups(menuPrompts(both), 'en');
    expect(groups.map((g) => g.language)).toEqual(['en', 'es']);
    expect(groups[0]!.prompts.slice(0, 3).map((p) => [p.key, p.language])).toEqual([
      ['greeting', 'en'],
      ['language_offer', 'es'],
      ['menu', 'en'],
    ]);
    expect(groups[1]!.prompts.map((p) => p.key)).toEqual(menuPrompts(settings).map((p) => p.key));
    expect(groups[1]!.prompts.every((p) => p.language === 'es')).toBe(true);
    expect(promptGroups(menuPrompts(settings), 'en')).toEqual([{ language: 'en', prompts: menuPrompts(settings) }]);
  });

  it('shows each language’s words from its own reply and its own settings', () => {
    const saved = bothMade();
    const draft = withPromptText(both, 'greeting', 'Hola a todos.', 'es');
    expect(shownWords(inBoth('greeting', 'en'), draft, replyIn(inBoth('greeting', 'en'), saved))).toBe(
      'en words of greeting.',
    );
    expect(shownWords(inBoth('greeting', 'es'), draft, replyIn(inBoth('greeting', 'es'), saved))).toBe('Hola a todos.');
  });

  it('is unsaved in the language whose words, labels or voice changed, and made in the other', () => {
    const saved = bothMade();
    expect(promptStatus(inBoth('menu', 'es'), both, saved)).toBe('made');
    const relabelled = structuredClone(both);
    relabelled.main.options[0]!.otherLabel = 'ventas y pedidos';
    expect(promptStatus(inBoth('menu', 'es'), relabelled, saved)).toBe('unsaved');
    expect(promptStatus(inBoth('menu', 'en'), relabelled, saved)).toBe('made');
    const revoiced = { ...both, otherLanguage: { ...both.otherLanguage!, voiceId: 'es-US-lucia' } };
    expect(promptStatus(inBoth('greeting', 'es'), revoiced, saved)).toBe('unsaved');
    expect(promptStatus(inBoth('greeting', 'en'), revoiced, saved)).toBe('made');
    const rekeyed = { ...both, otherLanguage: { ...both.otherLanguage!, key: '0' as const } };
    expect(promptStatus(inBoth('language_offer', 'es'), rekeyed, saved)).toBe('unsaved');
    expect(promptStatus(inBoth('greeting', 'es'), rekeyed, saved)).toBe('made');
  });

  it('is off in both languages once turned off', () => {
    const off = withPromptEnabled(both, 'voicemail', false);
    expect(promptStatus(inBoth('voicemail', 'en'), off, bothMade())).toBe('off');
    expect(promptStatus(inBoth('voicemail', 'es'), off, bothMade())).toBe('off');
  });
});

describe('an information prompt without words', () => {
  it('is asked for by its label, and in the other language of a two-language menu by that language too', () => {
    const both = withOtherLanguage(settings, true);
    expect(infoNeedsWords('billing', 'en', both)).toBe(
      formatMessage(messages.phoneMenus.infoNeedsWords, { label: 'billing' }),
    );
    expect(infoNeedsWords('billing', 'es', both)).toBe(
      formatMessage(messages.phoneMenus.infoNeedsOtherWords, { label: 'billing', language: 'Spanish' }),
    );
  });
});
