import { describe, expect, it } from 'vitest';
import { menuPrompts } from '#common/phone-menu-prompts.js';
import { phoneMenuSettings, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { answerCall, answerKey, type MenuFlow } from '../phone-links/menu-flow.js';
import { callFlowSheet } from './call-flow-sheet.js';
import { sheetText } from '../testing/menu-kit.js';
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
    const sheet = sheetText(callFlowSheet(settings, PACK_SYSTEMS.plain, packed));
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
    const sheet = sheetText(callFlowSheet(settings, PACK_SYSTEMS.plain, packed));
    expect(sheet).not.toContain('<i>horario');
    expect(sheet).toContain(
      '<td>&#60;i&#62;horario&#60;/i&#62;</td><td>Information: plays <code>pepe_info_1_es</code>',
    );
    expect(sheet).toContain('<td>hours</td><td>Information: plays <code>pepe_info_1</code>');
    expect(sheet).toContain('Spanish: After the greeting: offers the other language on its key');
  });
});

/** A menu with office hours, a closure, and a voicemail option unless `voicemailOption` is false. */
const closedMenu = (more: Record<string, unknown> = {}, voicemailOption = true): PhoneMenuSettings =>
  phoneMenuSettings.parse({
    name: 'Front desk',
    companyName: 'Harbour Plumbing',
    promptPrefix: 'harbour',
    voiceId: 'en-US-ken',
    main: {
      options: [
        { key: '1', label: 'repairs', action: { kind: 'dial', number: '+15551230001' } },
        ...(voicemailOption ? [{ key: '2', label: 'a message', action: { kind: 'voicemail' } }] : []),
      ],
    },
    hours: [{ days: [1, 2, 3, 4, 5], open: '08:00', close: '17:00' }],
    closures: [{ from: '2026-12-25', to: '2026-12-25', name: 'Christmas' }],
    timeZone: 'America/Chicago',
    ...more,
  });

/**
 * The sheet of `settings` with the prompts whose ids are in `off` turned off, each prompt's files a
 * WAV and a µ-law file (named as `system` names them), as written (`html`) and as read (`sheet`);
 * and the live flow of the same prompts.
 */
function sheetAndFlow(
  settings: PhoneMenuSettings,
  off: string[] = [],
  system = PACK_SYSTEMS.plain,
): { html: string; sheet: string; flow: MenuFlow } {
  const packed = menuPrompts(settings).map((prompt) => ({
    prompt: { ...prompt, enabled: !off.includes(prompt.id), text: 'Words.', edited: false, audio: null },
    name: system.languagesInOnePrompt ? prompt.name : fileBaseOf(prompt),
    version: 1,
    files: ['wav', 'ulaw'].map((ending) => ({ name: `${fileBaseOf(prompt)}.${ending}`, what: ending, bytes: 100 })),
    notes: [],
  }));
  const flow: MenuFlow = {
    settings,
    promptUrl: (id) => (off.includes(id) ? null : `https://x.test/p/${id}`),
    menuUrl: () => 'https://x.test/menu',
    voicemailUrl: 'https://x.test/voicemail',
  };
  const html = callFlowSheet(settings, system, packed);
  return { html, sheet: sheetText(html), flow };
}

/** The sheet's line that starts with `when`, tags and all. */
const lineOf = (sheet: string, when: string) =>
  /<li>([^\n]*)<\/li>/g.exec(sheet.slice(sheet.indexOf(`<li>${when}`)))![1]!;
const verbsOf = (answer: { verb: string }[]) => answer.map((v) => v.verb);

describe('what the call-flow sheet says follows a closed line’s prompt (record 154)', () => {
  it('voicemail, with its greeting and recording, when the voicemail prompt is on: as the live line does', () => {
    const { sheet, flow } = sheetAndFlow(closedMenu());
    expect(lineOf(sheet, 'Outside the hours')).toBe(
      'Outside the hours: plays <code>harbour_after_hours</code> instead of the greeting and menu; then the call goes to voicemail: ' +
        'plays <code>harbour_voicemail</code>, then records a message of up to 3 minutes.',
    );
    expect(lineOf(sheet, 'On a closure day')).toContain(
      'plays <code>harbour_holiday</code> instead of the greeting and menu; then the call goes to voicemail:',
    );
    for (const business of ['closed', 'holiday'] as const)
      expect(verbsOf(answerCall(flow, business))).toEqual(['Play', 'Play', 'Record', 'Say', 'Hangup']);
  });

  it('the end of the call when the voicemail prompt is off, though an option still takes a voicemail', () => {
    const { sheet, flow } = sheetAndFlow(closedMenu(), ['voicemail']);
    expect(lineOf(sheet, 'Outside the hours')).toBe(
      'Outside the hours: plays <code>harbour_after_hours</code> instead of the greeting and menu; then the call ends (the voicemail prompt is off).',
    );
    expect(lineOf(sheet, 'On a closure day')).toMatch(/; then the call ends \(the voicemail prompt is off\)\.$/);
    for (const business of ['closed', 'holiday'] as const)
      expect(verbsOf(answerCall(flow, business))).toEqual(['Play', 'Say', 'Hangup']);
  });

  it('a closure day whose prompt is off still skips the greeting and menu, straight to what follows', () => {
    const { sheet, flow } = sheetAndFlow(closedMenu(), ['holiday']);
    expect(lineOf(sheet, 'On a closure day')).toBe(
      'On a closure day: no greeting or menu (the holiday prompt is off); then the call goes to voicemail: ' +
        'plays <code>harbour_voicemail</code>, then records a message of up to 3 minutes.',
    );
    expect(verbsOf(answerCall(flow, 'holiday'))).toEqual(['Play', 'Record', 'Say', 'Hangup']);
  });

  it('a two-language menu: both languages’ prompts, then both voicemail greetings, as the live line plays them', () => {
    const settings = closedMenu({
      otherLanguage: { key: '9', voiceId: 'es-US-mateo', prompts: {} },
      main: { options: [{ key: '1', label: 'repairs', otherLabel: 'reparaciones', action: { kind: 'voicemail' } }] },
    });
    const { sheet, flow } = sheetAndFlow(settings);
    expect(lineOf(sheet, 'Outside the hours')).toBe(
      'Outside the hours: plays <code>harbour_after_hours</code>, then <code>harbour_after_hours_es</code> instead of the greeting and menu; ' +
        'then the call goes to voicemail: plays <code>harbour_voicemail</code>, then <code>harbour_voicemail_es</code>, then records a message of up to 3 minutes.',
    );
    const played = answerCall(flow, 'closed').filter((v) => v.verb === 'Play');
    expect(
      played.map((v) =>
        String((v as { body: string }).body)
          .split('/')
          .at(-1),
      ),
    ).toEqual(['after_hours', 'after_hours_es', 'voicemail', 'voicemail_es']);
  });

  it('after the last wrong key or silence: voicemail when an option takes one, else the end, as the live line does', () => {
    const withVoicemail = sheetAndFlow(closedMenu());
    expect(lineOf(withVoicemail.sheet, 'No key pressed')).toMatch(
      /the same menu again, at most 3 times; after that, the call goes to voicemail\.$/,
    );
    expect(verbsOf(answerKey(withVoicemail.flow, { path: [], tries: 3 }, undefined))).toContain('Record');
    const without = sheetAndFlow(closedMenu({}, false));
    expect(lineOf(without.sheet, 'A key that is not an option')).toMatch(/; after that, the call ends\.$/);
    expect(verbsOf(answerKey(without.flow, { path: [], tries: 3 }, '5'))).toEqual(['Say', 'Hangup']);
  });

  it('sends no one to the after-hours prompt of hours that never close, and says so', () => {
    const allWeek = [{ days: [0, 1, 2, 3, 4, 5, 6], open: '00:00', close: '24:00' }];
    const { sheet } = sheetAndFlow(closedMenu({ hours: allWeek }));
    expect(sheet).toContain('Always open: the after-hours prompt never plays.');
    expect(sheet).not.toContain('Outside the hours');
  });
});

describe('the call-flow sheet’s layout (record 154; tests/e2e/call-flow-sheet.e2e.ts measures it)', () => {
  it('reads on a phone and prints on a page: a viewport, print and narrow rules, and the prompts’ fixed columns', () => {
    const { sheet } = sheetAndFlow(closedMenu());
    expect(sheet).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(sheet).toContain('@media print');
    expect(sheet).toMatch(/@media screen and \(max-width: \d+px\)/);
    expect(sheet).toContain('table.keys, table.prompts { table-layout: fixed; }');
    expect(sheet).toContain(
      '<tr><td><code>harbour_greeting</code><span class="made">version 1</span></td><td data-label="Where it plays">',
    );
  });

  it('breaks a name only after its underscores, and gives a prompt’s files as the endings of its name', () => {
    const { html } = sheetAndFlow(closedMenu());
    expect(html).toContain('<code>harbour_<wbr>after_<wbr>hours</code>');
    expect(html).toContain(
      'A prompt’s files are its name with each ending shown: <code>harbour_<wbr>greeting.wav</code>.',
    );
    expect(html).toMatch(
      /<code>harbour_<wbr>greeting<\/code><span class="made">[^<]*<\/span><\/td>.*?<td data-label="Files"><code>\.wav<\/code> <code>\.ulaw<\/code><\/td>/,
    );
    // Genesys keeps one prompt for both languages: the Spanish files, named otherwise, are named whole.
    const bilingual = closedMenu({
      otherLanguage: { key: '9', voiceId: 'es-US-mateo', prompts: {} },
      main: { options: [{ key: '1', label: 'repairs', otherLabel: 'reparaciones', action: { kind: 'voicemail' } }] },
    });
    const genesys = sheetAndFlow(bilingual, [], PACK_SYSTEMS.genesys).sheet;
    expect(genesys).toContain(
      '<td data-label="Files"><code>harbour_menu_es.wav</code><br><code>harbour_menu_es.ulaw</code></td>',
    );
  });
});
