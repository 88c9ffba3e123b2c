import { describe, expect, it } from 'vitest';
import { menuPrompts } from '#common/phone-menu-prompts.js';
import { phoneMenuSettings } from '#common/schemas/phone-menus.js';
import { callFlowSheet } from './call-flow-sheet.js';
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
});
