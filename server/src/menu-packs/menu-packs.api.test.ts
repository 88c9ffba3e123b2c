import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDuration } from '#common/format.js';
import { messages } from '#common/messages.js';
import { MENU_PACK_SYSTEMS, type MenuPackSystem, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { promptStates, type PhoneMenuRow, type PromptState } from '../phone-menus/menu-read.js';
import { probeAudioFile, synthesizedAudio } from '../testing/audio-fixtures.js';
import { api, signInUser, type TestUser } from '../testing/api-kit.js';
import { sheetText } from '../testing/menu-kit.js';
import { speakMenuPrompts, storeMenu, storePromptAudio } from '../testing/menu-prompt-audio.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * A phone menu's packs (issue 38, record 140) on real parts: the prompts spoken by the suite's fast
 * engines and mastered by the mix, each system's pack downloaded through the route, unzipped by
 * unzip(1), every audio file probed by ffprobe for the format that system takes and measured for
 * its length (nothing cut), every name held to that system's published rules, the import files
 * read as the systems read them, and the call-flow sheet read for every prompt and every key.
 */
const run = promisify(execFile);
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let menu: PhoneMenuRow;
let prompts: PromptState[];
let dir: string;

/** An information message longer than Avaya's 90 s, made of real audio: its packs must say so, and keep it whole. */
const LONG_KEY = 'info_3';
const LONG_SECONDS = 95;

const SETTINGS: PhoneMenuSettings = {
  name: 'Harbour View main line',
  companyName: 'Harbour View Dental',
  tone: 'professional',
  promptPrefix: 'harbour',
  language: 'en',
  otherLanguage: null,
  voiceId: 'en-US-natalie',
  main: {
    options: [
      { key: '1', label: 'appointments', action: { kind: 'dial', number: '+15551230001' } },
      {
        key: '2',
        label: 'billing',
        action: {
          kind: 'submenu',
          menu: {
            options: [
              { key: '1', label: 'payment options', action: { kind: 'info' } },
              { key: '2', label: 'the billing team', action: { kind: 'voicemail' } },
            ],
          },
        },
      },
      { key: '3', label: 'our address', action: { kind: 'info' } },
      { key: '*', label: 'these options again', action: { kind: 'repeat' } },
    ],
  },
  hours: [{ days: [1, 2, 3, 4, 5], open: '08:30', close: '17:00' }],
  closures: [{ from: '2026-12-24', to: '2026-12-26', name: 'Christmas' }],
  timeZone: 'America/New_York',
  prompts: {
    holiday: { enabled: false },
    // The composer leaves an information message to the owner (record 139): these are the owner's words.
    info_2_1: { enabled: true, text: 'We take all major cards, and payment plans are available.' },
    info_3: { enabled: true, text: 'We are at 12 Harbour Road, beside the marina.' },
  },
};

/** What each system's pack holds per prompt: the file's ending and what ffprobe must read in it. */
interface Expected {
  extension: string;
  format: string;
  codec: string;
  rate: number;
}
const WAV_8K = { extension: 'wav', format: 'wav', codec: 'pcm_s16le', rate: 8000 };
const ULAW_WAV = { extension: 'wav', format: 'wav', codec: 'pcm_mulaw', rate: 8000 };
const MP3 = { extension: 'mp3', format: 'mp3', codec: 'mp3', rate: 44100 };
const EXPECTED: Record<MenuPackSystem, Expected[]> = {
  freepbx: [
    WAV_8K,
    { extension: 'ulaw', format: 'mulaw', codec: 'pcm_mulaw', rate: 8000 },
    { extension: 'g722', format: 'g722', codec: 'adpcm_g722', rate: 16000 },
    { extension: 'wav16', format: 'wav', codec: 'pcm_s16le', rate: 16000 },
  ],
  '3cx': [WAV_8K],
  cisco: [ULAW_WAV],
  avaya: [WAV_8K],
  connect: [ULAW_WAV],
  genesys: [WAV_8K],
  teams: [{ extension: 'wav', format: 'wav', codec: 'pcm_s16le', rate: 16000 }],
  ringcentral: [MP3],
  plain: [MP3, WAV_8K],
};
const DOCS: Record<MenuPackSystem, string[]> = {
  freepbx: [],
  '3cx': [],
  cisco: [],
  avaya: [],
  connect: ['prompts.json', 'prompts.csv'],
  genesys: ['prompts.csv'],
  teams: [],
  ringcentral: [],
  plain: [],
};
/** Published limits on one file, from each vendor's documentation. */
const MB = 1024 * 1024;
const LIMITS: Partial<Record<MenuPackSystem, { bytes?: number; seconds?: number }>> = {
  avaya: { seconds: 90 },
  connect: { bytes: 50 * MB, seconds: 300 },
  genesys: { bytes: 25 * MB },
  teams: { bytes: 5 * MB },
  ringcentral: { bytes: 5 * MB, seconds: 300 },
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await signInUser(t, 'alice@example.com');
  bob = await signInUser(t, 'bob@example.com');
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-packs-'));
  menu = await storeMenu(t, alice, SETTINGS);
  await speakMenuPrompts(t, alice, menu, [LONG_KEY]);
  const long = await synthesizedAudio(
    t.deps.ffmpeg.path,
    `aevalsrc='0.3*sin(2*PI*440*t)*(0.6+0.4*sin(2*PI*3*t))':s=44100:d=${LONG_SECONDS}`,
    { options: ['-ac', '1'] },
  );
  await storePromptAudio(t, alice, menu, LONG_KEY, { bytes: long }, LONG_SECONDS);
  prompts = await promptStates(t.deps.database.db, menu);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const packUrl = (id: string, system: string) => `/api/phone-menus/${id}/pack/${system}`;

/** The pack downloaded and unzipped; its entries' names. */
async function unpack(system: MenuPackSystem): Promise<{ folder: string; names: string[]; zip: Buffer }> {
  const res = await api(t, 'GET', packUrl(menu.id, system), alice.cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="harbour-view-main-line-${system}-pack.zip"`);
  const folder = path.join(dir, system);
  await fs.mkdir(folder, { recursive: true });
  const zip = path.join(dir, `${system}.zip`);
  await fs.writeFile(zip, res.rawPayload);
  await run('unzip', ['-o', '-q', zip, '-d', folder]);
  return { folder, names: (await fs.readdir(folder)).sort(), zip: res.rawPayload };
}

/** RFC 4180 fields of one CSV line whose every field is quoted. */
function csvFields(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
}

describe('GET /api/phone-menus/:id/pack/:system', () => {
  it('answers 404 for another user’s menu or none, 400 for an unknown system, 409 before the menu is made', async () => {
    const other = await api(t, 'GET', packUrl(menu.id, 'freepbx'), bob.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: messages.phoneMenus.notFound });
    expect((await api(t, 'GET', packUrl('00000000-0000-4000-8000-000000000000', '3cx'), alice.cookie)).statusCode).toBe(
      404,
    );
    expect((await api(t, 'GET', packUrl(menu.id, 'nortel'), alice.cookie)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: packUrl(menu.id, '3cx') })).statusCode).toBe(401);

    const unmade = await storeMenu(t, alice, { ...SETTINGS, promptPrefix: 'unmade' });
    const early = await api(t, 'GET', packUrl(unmade.id, 'plain'), alice.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: messages.phoneMenus.notMade });
  });

  it.each(MENU_PACK_SYSTEMS)(
    '%s: every enabled prompt in the formats the system takes, whole, with its sheet and README',
    async (system) => {
      const { folder, names } = await unpack(system);
      const enabled = prompts.filter((p) => p.enabled);
      const audioNames = enabled.flatMap((p) => EXPECTED[system].map((e) => `${p.name}.${e.extension}`));
      expect(names).toEqual([...audioNames, 'README.txt', 'call-flow.html', ...DOCS[system]].sort());
      // A turned-off prompt is not in the pack.
      expect(names.some((n) => n.startsWith('harbour_holiday'))).toBe(false);

      for (const prompt of enabled)
        for (const expected of EXPECTED[system]) {
          const file = path.join(folder, `${prompt.name}.${expected.extension}`);
          // Asterisk's .ulaw has no header: it is read as the raw G.711 it is.
          const probed = await probeAudioFile(
            file,
            expected.format === 'mulaw' ? ['-f', 'mulaw', '-ar', '8000'] : undefined,
          );
          expect(probed, file).toMatchObject({
            format: expected.format,
            codec: expected.codec,
            rate: expected.rate,
            channels: 1,
          });
          // Nothing cut: each file runs as long as its prompt (the 95 s one too, over Avaya's 90 s).
          expect(Math.abs(probed.seconds - prompt.audio!.duration), file).toBeLessThan(0.15);
          const limit = LIMITS[system];
          if (limit?.bytes && prompt.key !== LONG_KEY) expect((await fs.stat(file)).size).toBeLessThan(limit.bytes);
        }

      const readme = await fs.readFile(path.join(folder, 'README.txt'), 'utf8');
      const sheet = sheetText(await fs.readFile(path.join(folder, 'call-flow.html'), 'utf8'));
      for (const prompt of enabled) expect(readme).toContain(`${prompt.name}, version ${prompt.audio!.version}`);
      const long = prompts.find((p) => p.key === LONG_KEY)!;
      const overLength = `It runs 1:35`;
      if (LIMITS[system]?.seconds && LIMITS[system].seconds < LONG_SECONDS) {
        expect(readme).toContain(`${long.name}: ${overLength}`);
        expect(sheet).toContain(overLength);
      } else {
        expect(readme).not.toContain(overLength);
        expect(readme).toContain('Every file is within');
      }
    },
    // The first pack of a prompt converts it (FreePBX: four formats of ten prompts), the slowest
    // test here; later ones reuse the conversions. The suite's hang limit is its only limit (record 148).
  );

  it('names every prompt by its stable name, within Genesys’s and Connect’s rules, in their import files', async () => {
    const enabled = prompts.filter((p) => p.enabled);
    const genesys = await unpack('genesys');
    const csv = (await fs.readFile(path.join(genesys.folder, 'prompts.csv'), 'utf8')).split('\r\n').filter(Boolean);
    expect(csvFields(csv[0]!)).toEqual(['Name', 'Type', 'Description', 'audio_en-us', 'tts_en-us', 'text_en-us']);
    const rows = csv.slice(1).map(csvFields);
    expect(rows.map((r) => r[0])).toEqual(enabled.map((p) => p.name));
    for (const [name, type, description, audio, tts, text] of rows) {
      // Genesys: letters, digits and underscores, starting with a letter, at most 200 characters.
      expect(name).toMatch(/^[A-Za-z][A-Za-z0-9_]{0,199}$/);
      expect(type).toBe('User');
      expect(description!.length).toBeGreaterThan(0);
      expect(genesys.names).toContain(audio);
      const prompt = enabled.find((p) => p.name === name)!;
      expect(tts).toBe(prompt.text);
      expect(text).toBe(prompt.text);
    }
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);

    const connect = await unpack('connect');
    const { prompts: entries } = JSON.parse(await fs.readFile(path.join(connect.folder, 'prompts.json'), 'utf8')) as {
      prompts: { Name: string; Description: string; File: string }[];
    };
    expect(entries.map((e) => e.Name)).toEqual(enabled.map((p) => p.name));
    for (const entry of entries) {
      // CreatePrompt: Name 1-127 characters, Description at most 250.
      expect(entry.Name.length).toBeGreaterThanOrEqual(1);
      expect(entry.Name.length).toBeLessThanOrEqual(127);
      expect(entry.Description.length).toBeLessThanOrEqual(250);
      expect(connect.names).toContain(entry.File);
    }
    expect(new Set(entries.map((e) => e.Name)).size).toBe(entries.length);
    const connectCsv = (await fs.readFile(path.join(connect.folder, 'prompts.csv'), 'utf8')).split('\r\n');
    expect(csvFields(connectCsv[0]!)).toEqual(['Name', 'Description', 'File']);
    expect(connectCsv.filter(Boolean)).toHaveLength(entries.length + 1);
  });

  it('the call-flow sheet holds the hours, every prompt with its words, and where every key leads', async () => {
    const { folder } = await unpack('3cx');
    const sheet = sheetText(await fs.readFile(path.join(folder, 'call-flow.html'), 'utf8'));
    // Self-contained and printable: no script, nothing fetched, print styles.
    expect(sheet).not.toMatch(/<script|<link|src=/i);
    expect(sheet).toContain('@media print');
    expect(sheet).toContain('<h1>Harbour View main line</h1>');
    expect(sheet).toContain('Mon, Tue, Wed, Thu, Fri 8:30 AM to 5:00 PM (America/New_York)');
    expect(sheet).toContain('Thu, Dec 24, 2026 to Sat, Dec 26, 2026 (Christmas)');
    const escape = (s: string) => s.replace(/&/g, '&#38;').replace(/'/g, '&#39;').replace(/"/g, '&#34;');
    for (const prompt of prompts) {
      expect(sheet).toContain(`<code>${prompt.name}</code>`);
      expect(sheet).toContain(escape(prompt.text));
    }
    // Each prompt's row: its name with its version and length, where it plays, its words, its files.
    const greeting = prompts.find((p) => p.key === 'greeting')!;
    expect(sheet).toContain(
      `<tr><td><code>harbour_greeting</code><span class="made">version ${greeting.audio!.version} · ${formatDuration(greeting.audio!.duration)}</span></td>`,
    );
    expect(sheet).toMatch(
      /<tr><td><code>harbour_holiday<\/code><\/td><td data-label="Where it plays">[^<]+<\/td><td class="words" data-label="Words">[^<]+<\/td><td data-label="Files"><em>Off/,
    );
    // Every key of every level, with where it leads.
    const row = (key: string, label: string, leads: RegExp) =>
      expect(sheet).toMatch(
        new RegExp(`<td><strong>${key.replace('*', '\\*')}</strong></td><td>${label}</td><td>${leads.source}`),
      );
    row(
      '1',
      'appointments',
      /Connects the call to <strong>\+15551230001<\/strong>, after <code>harbour_transfer<\/code>/,
    );
    row('2', 'billing', /Sub-menu “billing”: plays <code>harbour_menu_2<\/code>/);
    row('3', 'our address', /Information: plays <code>harbour_info_3<\/code>, then this menu again/);
    row('*', 'these options again', /Plays this menu again/);
    row('1', 'payment options', /Information: plays <code>harbour_info_2_1<\/code>/);
    row(
      '2',
      'the billing team',
      /Voicemail: plays <code>harbour_voicemail<\/code>, then records a message of up to 3 minutes/,
    );
    expect(sheet).toContain('After pressing 2 (billing): <code>harbour_menu_2</code>');
    // After the last retry, voicemail: an option (2, then 2) takes one, as the live line does (record 154).
    expect(sheet).toContain(
      'No key pressed: plays <code>harbour_no_input</code>, then the same menu again, at most 3 times; after that, the call goes to voicemail.',
    );
    expect(sheet).toContain(
      'A key that is not an option: plays <code>harbour_invalid</code>, then the same menu again, at most 3 times; after that, the call goes to voicemail.',
    );
    expect(sheet).toContain(
      'Outside the hours: plays <code>harbour_after_hours</code> instead of the greeting and menu; then the call goes to voicemail: ' +
        'plays <code>harbour_voicemail</code>, then records a message of up to 3 minutes.',
    );
    // The holiday prompt is off: a closure day plays no prompt, and goes straight to voicemail.
    expect(sheet).toContain(
      'On a closure day: no greeting or menu (the holiday prompt is off); then the call goes to voicemail:',
    );
    expect(sheet).not.toContain('<code>harbour_holiday</code> instead');
  });

  it('keeps a pack until a prompt changes; then the new pack carries the new version under the same name', async () => {
    const first = await unpack('plain');
    const again = await unpack('plain');
    expect(again.zip.equals(first.zip)).toBe(true);
    const greeting = prompts.find((p) => p.key === 'greeting')!;
    const before = (await fs.readFile(path.join(first.folder, `${greeting.name}.mp3`))).length;

    const tone = await synthesizedAudio(t.deps.ffmpeg.path, `sine=f=500:d=2:sample_rate=44100`, {
      options: ['-ac', '1'],
    });
    await storePromptAudio(t, alice, menu, 'greeting', { bytes: tone }, 2);
    const changed = await unpack('plain');
    expect(changed.names).toEqual(first.names);
    const readme = await fs.readFile(path.join(changed.folder, 'README.txt'), 'utf8');
    expect(readme).toContain(`${greeting.name}, version ${greeting.audio!.version + 1}, 0:02`);
    expect((await fs.readFile(path.join(changed.folder, `${greeting.name}.mp3`))).length).not.toBe(before);
    // The old pack was replaced, not kept beside the new.
    const kept: string[] = [];
    for await (const entry of t.deps.store.list(`exports/menu-packs/${menu.id}/`)) kept.push(entry.key);
    expect(kept.filter((k) => k.includes('/plain-'))).toHaveLength(1);
    prompts = await promptStates(t.deps.database.db, menu);
  });

  it('refuses a pack once a prompt’s words changed since the menu was made, until they are as made again', async () => {
    const put = (settings: PhoneMenuSettings) => api(t, 'PUT', `/api/phone-menus/${menu.id}`, alice.cookie, settings);
    const edited = { ...SETTINGS, prompts: { ...SETTINGS.prompts, greeting: { enabled: true, text: 'Ahoy there.' } } };
    expect((await put(edited)).statusCode).toBe(200);
    const stale = await api(t, 'GET', packUrl(menu.id, 'plain'), alice.cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: messages.phoneMenus.changedSinceMade });
    expect((await put(SETTINGS)).statusCode).toBe(200);
    expect((await api(t, 'GET', packUrl(menu.id, 'plain'), alice.cookie)).statusCode).toBe(200);
  });

  it("takes the menu's packs with it when the menu is deleted", async () => {
    await unpack('genesys');
    const packs = async () => {
      const keys: string[] = [];
      for await (const entry of t.deps.store.list(`exports/menu-packs/${menu.id}/`)) keys.push(entry.key);
      return keys;
    };
    expect((await packs()).length).toBeGreaterThan(0);
    expect((await api(t, 'DELETE', `/api/phone-menus/${menu.id}`, alice.cookie)).statusCode).toBe(200);
    expect(await packs()).toEqual([]);
  });
});
