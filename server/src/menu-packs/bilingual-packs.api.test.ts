import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneMenuSettings, type MenuPackSystem } from '#common/schemas/phone-menus.js';
import { promptStates, type PhoneMenuRow, type PromptState } from '../phone-menus/menu-read.js';
import { probeAudioFile } from '../testing/audio-fixtures.js';
import { api, signInUser, type TestUser } from '../testing/api-kit.js';
import { makePrompts } from '../testing/live-menu-kit.js';
import { sheetText } from '../testing/menu-kit.js';
import { storeMenu } from '../testing/menu-prompt-audio.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * A two-language menu's packs (issue 39, record 146) on real parts: the English prompts said by an
 * English voice and the Spanish ones by es-US-lucia, each pack downloaded through the route and
 * unzipped by unzip(1), every file probed by ffprobe. Genesys gets one prompt per key with a
 * resource per language; the systems without languages get the Spanish files beside the English
 * ones, named `<prefix>_<id>`; the call-flow sheet and README show the offer and the Spanish menus.
 */
const run = promisify(execFile);
let t: TestApp;
let alice: TestUser;
let menu: PhoneMenuRow;
let prompts: PromptState[];
let dir: string;

const SETTINGS = phoneMenuSettings.parse({
  name: 'Harbour View bilingual line',
  companyName: 'Harbour View Dental',
  promptPrefix: 'harbour',
  voiceId: 'en-US-natalie',
  otherLanguage: {
    key: '9',
    voiceId: 'es-US-lucia',
    prompts: {
      holiday: { enabled: false },
      after_hours: { enabled: false },
      info_2: { enabled: true, text: 'Estamos en el número doce de Harbour Road, junto al puerto.' },
    },
  },
  main: {
    options: [
      {
        key: '1',
        label: 'appointments',
        otherLabel: 'citas',
        action: { kind: 'dial', number: '+15551230001' },
      },
      { key: '2', label: 'our address', otherLabel: 'nuestra dirección', action: { kind: 'info' } },
    ],
  },
  hours: [],
  closures: [],
  timeZone: 'America/New_York',
  prompts: {
    holiday: { enabled: false },
    after_hours: { enabled: false },
    info_2: { enabled: true, text: 'We are at 12 Harbour Road, beside the marina.' },
  },
});

beforeAll(async () => {
  t = await createTestApp();
  alice = await signInUser(t, 'bilingual-packs@example.com');
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-bilingual-packs-'));
  menu = await storeMenu(t, alice, SETTINGS);
  await makePrompts(t, alice, menu);
  prompts = await promptStates(t.deps.database.db, menu);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function unpack(system: MenuPackSystem): Promise<{ folder: string; names: string[] }> {
  const res = await api(t, 'GET', `/api/phone-menus/${menu.id}/pack/${system}`, alice.cookie);
  expect(res.statusCode, res.body).toBe(200);
  const folder = path.join(dir, system);
  await fs.mkdir(folder, { recursive: true });
  const zip = path.join(dir, `${system}.zip`);
  await fs.writeFile(zip, res.rawPayload);
  await run('unzip', ['-o', '-q', zip, '-d', folder]);
  return { folder, names: (await fs.readdir(folder)).sort() };
}

function csvFields(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
}

/** The file plays: ffprobe reads the format asked, and it runs as long as its render. */
async function expectPlays(file: string, prompt: PromptState, format: { codec: string; rate: number }, raw?: string[]) {
  const probed = await probeAudioFile(file, raw);
  expect(probed, file).toMatchObject({ codec: format.codec, rate: format.rate, channels: 1 });
  expect(Math.abs(probed.seconds - prompt.audio!.duration), file).toBeLessThan(0.15);
}

const enabled = () => prompts.filter((p) => p.enabled);
const spanish = () => enabled().filter((p) => p.id !== p.key);

describe('a two-language menu’s packs', () => {
  it('lists both languages’ prompts, the offer between them, each Spanish render its own', () => {
    expect(prompts.find((p) => p.kind === 'languageOffer')).toMatchObject({ id: 'language_offer', language: 'es' });
    expect(spanish().map((p) => p.id)).toEqual([
      'greeting_es',
      'menu_es',
      'info_2_es',
      'invalid_es',
      'no_input_es',
      'transfer_es',
      'voicemail_es',
    ]);
    const audio = new Set(enabled().map((p) => p.audio!.audioId));
    expect(audio.size).toBe(enabled().length);
  });

  it('Genesys: one prompt per key, with its en-us and es-us resources, each pointing at a WAV that plays', async () => {
    const { folder, names } = await unpack('genesys');
    const csv = (await fs.readFile(path.join(folder, 'prompts.csv'), 'utf8')).split('\r\n').filter(Boolean);
    expect(csvFields(csv[0]!)).toEqual([
      'Name',
      'Type',
      'Description',
      'audio_en-us',
      'tts_en-us',
      'text_en-us',
      'audio_es-us',
      'tts_es-us',
      'text_es-us',
    ]);
    const rows = csv.slice(1).map(csvFields);
    const keys = [...new Set(enabled().map((p) => p.key))];
    expect(rows.map((r) => r[0])).toEqual(keys.map((k) => `harbour_${k}`));
    for (const [name, type, description, enAudio, enTts, enText, esAudio, esTts, esText] of rows) {
      expect(type).toBe('User');
      const key = name!.slice('harbour_'.length);
      const en = enabled().find((p) => p.id === key && p.kind !== 'languageOffer' && p.language === 'en');
      const es = enabled().find((p) => p.id === `${key}_es`);
      if (key === 'language_offer') {
        // Said in Spanish, played while the call is still in English: Genesys plays the call language's resource.
        const offer = enabled().find((p) => p.kind === 'languageOffer')!;
        expect([enAudio, enTts, enText]).toEqual(['harbour_language_offer.wav', offer.text, offer.text]);
        expect([esAudio, esTts, esText]).toEqual(['', '', '']);
        await expectPlays(path.join(folder, enAudio!), offer, { codec: 'pcm_s16le', rate: 8000 });
        continue;
      }
      expect(description).toMatch(/\(en-us version 1, es-us version 1\)$/);
      expect([enAudio, enTts, enText]).toEqual([`${name}.wav`, en!.text, en!.text]);
      expect([esAudio, esTts, esText]).toEqual([`${name}_es.wav`, es!.text, es!.text]);
      expect(names).toContain(enAudio);
      expect(names).toContain(esAudio);
      await expectPlays(path.join(folder, enAudio!), en!, { codec: 'pcm_s16le', rate: 8000 });
      await expectPlays(path.join(folder, esAudio!), es!, { codec: 'pcm_s16le', rate: 8000 });
    }
    // The holiday and after-hours prompts are off in both languages: no row, no file.
    expect(rows.some((r) => r[0] === 'harbour_holiday')).toBe(false);
    expect(names.some((n) => n.includes('holiday') || n.includes('after_hours'))).toBe(false);

    const readme = await fs.readFile(path.join(folder, 'README.txt'), 'utf8');
    expect(readme).toContain('After the greeting, harbour_language_offer (said in Spanish) offers Spanish on key 9.');
    expect(readme).toContain('its recording is the English one');
    const sheet = sheetText(await fs.readFile(path.join(folder, 'call-flow.html'), 'utf8'));
    expect(sheet).toContain('set the call’s language to Spanish: every prompt then plays its Spanish resource');
  });

  it('FreePBX: every Spanish prompt as _es files in each of the four formats, each playing whole', async () => {
    const { folder, names } = await unpack('freepbx');
    const formats = [
      { extension: 'wav', codec: 'pcm_s16le', rate: 8000 },
      { extension: 'ulaw', codec: 'pcm_mulaw', rate: 8000, raw: ['-f', 'mulaw', '-ar', '8000'] },
      { extension: 'g722', codec: 'adpcm_g722', rate: 16000 },
      { extension: 'wav16', codec: 'pcm_s16le', rate: 16000 },
    ];
    const bases = enabled().map((p) => (p.id === p.key ? p.name : `harbour_${p.id}`));
    expect(names).toEqual(
      [...bases.flatMap((b) => formats.map((f) => `${b}.${f.extension}`)), 'README.txt', 'call-flow.html'].sort(),
    );
    for (const prompt of spanish())
      for (const format of formats)
        await expectPlays(path.join(folder, `harbour_${prompt.id}.${format.extension}`), prompt, format, format.raw);
    const readme = await fs.readFile(path.join(folder, 'README.txt'), 'utf8');
    expect(readme).toContain("the Spanish one's name ends in _es (harbour_menu_es)");
    expect(readme).toContain('- harbour_menu_es (Spanish), version 1');
  });

  it('Connect: the Spanish prompts are prompts of their own in prompts.json', async () => {
    const { folder, names } = await unpack('connect');
    const { prompts: entries } = JSON.parse(await fs.readFile(path.join(folder, 'prompts.json'), 'utf8')) as {
      prompts: { Name: string; File: string }[];
    };
    expect(entries.map((e) => e.Name)).toEqual(enabled().map((p) => (p.id === p.key ? p.name : `harbour_${p.id}`)));
    expect(entries.find((e) => e.Name === 'harbour_menu_es')).toEqual(
      expect.objectContaining({ File: 'harbour_menu_es.wav' }),
    );
    for (const entry of entries) expect(names).toContain(entry.File);
  });

  it('the call-flow sheet shows the offer after the greeting, its key, and the Spanish menus with their labels', async () => {
    const { folder } = await unpack('3cx');
    const sheet = sheetText(await fs.readFile(path.join(folder, 'call-flow.html'), 'utf8'));
    expect(sheet).toContain(
      'Otherwise: plays <code>harbour_greeting</code>, then <code>harbour_language_offer</code>, then the main menu.',
    );
    expect(sheet).toContain(
      'Key <strong>9</strong> at the main menu (offered by <code>harbour_language_offer</code>): the call goes on in Spanish',
    );
    expect(sheet).toContain('It plays <code>harbour_greeting_es</code>, then the Spanish main menu (below).');
    expect(sheet).toContain('<h2>Menus and keys in English</h2>');
    expect(sheet).toContain('<h2>Menus and keys in Spanish</h2>');
    expect(sheet).toContain('Main menu: <code>harbour_menu_es</code>');
    expect(sheet).toMatch(
      /<td><strong>1<\/strong><\/td><td>citas<\/td><td>Connects the call to <strong>\+15551230001<\/strong>, after <code>harbour_transfer_es<\/code>/,
    );
    expect(sheet).toMatch(
      /<td><strong>2<\/strong><\/td><td>nuestra dirección<\/td><td>Information: plays <code>harbour_info_2_es<\/code>/,
    );
    expect(sheet).toContain(
      'A key that is not an option: plays <code>harbour_invalid</code> (in Spanish <code>harbour_invalid_es</code>), then the same menu again',
    );
    for (const prompt of spanish()) expect(sheet).toContain(`<code>harbour_${prompt.id}</code>`);
  });
});
