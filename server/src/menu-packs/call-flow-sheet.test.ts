import { describe, expect, it } from 'vitest';
import { menuPrompts } from '#common/phone-menu-prompts.js';
import { phoneMenuSettings } from '#common/schemas/phone-menus.js';
import { callFlowSheet } from './call-flow-sheet.js';
import { fileBaseOf } from './packed-prompt.js';
import { PACK_SYSTEMS } from './pack-systems.js';

/** The sheet is HTML opened from a folder: whatever the owner typed reads as text, never as markup. */
describe('callFlowSheet', () => {
  it('escapes every word the owner typed: names, labels, closures and the prompts’ words', () => {
    const hostile = '<img src=x onerror="alert(1)"> & Sons';
    const settings = phoneMenuSettings.parse({
      name: hostile,
      companyName: `O'Brien ${hostile}`,
      promptPrefix: 'obrien',
      voiceId: 'en-US-ken',
      main: { options: [{ key: '1', label: hostile, action: { kind: 'info' } }] },
      hours: [],
      closures: [{ from: '2026-07-04', to: '2026-07-04', name: '<b>Fourth</b>' }],
      timeZone: 'UTC',
    });
    const packed = menuPrompts(settings).map((prompt) => ({
      prompt: { ...prompt, enabled: true, text: `Press 1 for ${hostile}.`, edited: true, audio: null },
      name: prompt.name,
      version: 1,
      files: [{ name: `${prompt.name}.wav`, what: 'WAV', bytes: 100 }],
      notes: [],
    }));
    const sheet = callFlowSheet(settings, PACK_SYSTEMS.plain, packed);
    expect(sheet).not.toContain('<img');
    expect(sheet).not.toContain('<b>Fourth');
    expect(sheet).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; Sons');
    expect(sheet).toContain('O&#39;Brien');
    expect(sheet).toContain('Sat, Jul 4, 2026 (&#60;b&#62;Fourth&#60;/b&#62;)');
    // No hours: the sheet says the line is always open and sends no one to the after-hours prompt.
    expect(sheet).toContain('Always open');
    expect(sheet).not.toContain('Outside the hours');
  });

  it('escapes the other language’s labels too, and names each language’s prompts by their own names', () => {
    const settings = phoneMenuSettings.parse({
      name: 'Bilingüe',
      companyName: 'Casa Pepe',
      promptPrefix: 'pepe',
      voiceId: 'en-US-ken',
      otherLanguage: { key: '9', voiceId: 'es-US-mateo', prompts: {} },
      main: {
        options: [{ key: '1', label: 'hours', otherLabel: '<i>horario</i>', action: { kind: 'info' } }],
      },
      hours: [],
      closures: [],
      timeZone: 'UTC',
    });
    const packed = menuPrompts(settings).map((prompt) => ({
      prompt: { ...prompt, enabled: true, text: 'Hola.', edited: true, audio: null },
      name: fileBaseOf(prompt),
      version: 1,
      files: [],
      notes: [],
    }));
    const sheet = callFlowSheet(settings, PACK_SYSTEMS.plain, packed);
    expect(sheet).not.toContain('<i>horario');
    expect(sheet).toContain(
      '<td>&#60;i&#62;horario&#60;/i&#62;</td><td>Information: plays <code>pepe_info_1_es</code>',
    );
    expect(sheet).toContain('<td>hours</td><td>Information: plays <code>pepe_info_1</code>');
    expect(sheet).toContain('Spanish: After the greeting: offers the other language on its key');
  });
});
