import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { jobStatusReply, type JobStatusReply } from '#common/schemas/jobs.js';
import { phoneMenuReply, type PhoneMenuReply, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { audioFiles, menuPrompts } from '../db/schema.js';
import { integratedLoudness } from '../dsp/loudness.js';
import { SAMPLE_RATE } from '../dsp/mastering.js';
import { api, signInUser, type TestUser } from '../testing/api-kit.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { createMenu, dentalOptions, menuSettings, promptAudioRows } from '../testing/menu-kit.js';
import { decodeFile, speechIn } from '../testing/mix-test-audio.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Making a phone menu (issue 38, record 138) through the real server: the offline voices the suite
 * speaks with, the mix's mastering, ffmpeg and the database. Every prompt of a menu with a greeting,
 * four options and a sub-menu is made in one voice, each measured as a caller hears it (loudness,
 * first word, no dead air); a changed label re-makes only the prompts that read it; a cancelled
 * make keeps every old render; deleting the menu deletes its audio.
 */
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let dir: string;
let menu: PhoneMenuReply;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signInUser(t, 'make-alice@example.com');
  bob = await signInUser(t, 'make-bob@example.com');
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-menu-'));
  menu = await createMenu(t, alice, menuSettings());
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function read(id: string): Promise<PhoneMenuReply> {
  const res = await api(t, 'GET', `/api/phone-menus/${id}`, alice.cookie);
  expect(res.statusCode).toBe(200);
  return phoneMenuReply.parse(res.json<{ menu: unknown }>().menu);
}

async function change(id: string, settings: PhoneMenuSettings): Promise<PhoneMenuReply> {
  const res = await api(t, 'PUT', `/api/phone-menus/${id}`, alice.cookie, settings);
  expect(res.statusCode).toBe(200);
  return phoneMenuReply.parse(res.json<{ menu: unknown }>().menu);
}

const makeAsync = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/phone-menus/${id}/render`,
    headers: { ...SAME_ORIGIN, cookie: alice.cookie, prefer: 'respond-async' },
  });

/** Follows a job with GET /api/jobs/:id until it settles. */
async function settled(job: JobStatusReply): Promise<JobStatusReply> {
  let status = job;
  while (status.state === 'queued' || status.state === 'running')
    status = jobStatusReply.parse((await api(t, 'GET', `/api/jobs/${job.id}?waitMs=10000`, alice.cookie)).json());
  return status;
}

/** A prompt's audio as the owner downloads it, decoded. */
async function heard(url: string, name: string): Promise<Float32Array> {
  const res = await api(t, 'GET', url, alice.cookie);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('audio/mpeg');
  const file = path.join(dir, `${name}.mp3`);
  await fs.writeFile(file, res.rawPayload);
  return decodeFile(t.deps.ffmpeg.path, file);
}

/** The menu's kept renders by key: audio id and version. */
async function keptRenders(id: string): Promise<Map<string, { audioId: string | null; version: number }>> {
  const rows = await t.deps.database.db.select().from(menuPrompts).where(eq(menuPrompts.menuId, id));
  return new Map(rows.map((row) => [row.key, { audioId: row.audioId, version: row.version }]));
}

const menuPromptRows = () =>
  t.deps.database.db
    .select({ id: audioFiles.id })
    .from(audioFiles)
    .where(and(eq(audioFiles.userId, alice.id), eq(audioFiles.kind, 'menu-prompt')));

describe('making a phone menu', () => {
  it('makes every prompt in one voice at one loudness, each speaking at once and ending with its last word', async () => {
    const started = await makeAsync(menu.id);
    expect(started.statusCode).toBe(202);
    const job = jobStatusReply.parse(started.json());
    expect(job.kind).toBe('phone-menu-make');
    // A reload while it is under way finds the job to follow.
    expect([job.id, null]).toContain((await read(menu.id)).renderJobId);
    expect(await settled(job)).toMatchObject({ state: 'done', result: { menuId: menu.id, made: 11 } });

    const made = await read(menu.id);
    expect(made).toMatchObject({ ready: true, renderJobId: null });
    expect(made.prompts).toHaveLength(11);
    const loudness: number[] = [];
    for (const prompt of made.prompts) {
      const audio = prompt.audio!;
      expect(audio).toMatchObject({ version: 1, url: `/api/audio/${audio.audioId}` });
      expect((await api(t, 'GET', audio.url, bob.cookie)).statusCode).toBe(404);
      const samples = await heard(audio.url, prompt.key);
      expect(samples.length / SAMPLE_RATE).toBeCloseTo(audio.duration, 1);
      // A voice alone: any frame within 30 dB of its loud frames is speech, so soft word ends count.
      const speech = speechIn(samples, 30);
      expect(speech.firstWord, `${prompt.key} first word`).toBeLessThanOrEqual(0.5);
      expect(speech.seconds - speech.lastWordEnds, `${prompt.key} after its last word`).toBeLessThanOrEqual(0.5);
      loudness.push(integratedLoudness(samples, SAMPLE_RATE));
    }
    // BS.1770 integrated loudness of every prompt within 1 LU of every other.
    expect(Math.max(...loudness) - Math.min(...loudness)).toBeLessThanOrEqual(1);

    // One voice: every render's row names the same speaker; kept with no expiry, as the menu owns them.
    const rows = await promptAudioRows(t, made);
    expect(rows).toHaveLength(11);
    expect(new Set(rows.map((row) => row.speaker)).size).toBe(1);
    expect(rows[0]!.speaker).toMatch(/^local: /);
    expect(rows.every((row) => row.kind === 'menu-prompt' && row.expiresAt === null)).toBe(true);

    // A prompt downloads for a phone system under its PBX name, with its version.
    t.clock.advance(48 * 60 * 60 * 1000);
    const greeting = made.prompts.find((p) => p.key === 'greeting')!.audio!;
    const wav = await api(t, 'GET', `${greeting.url}/export/wav-pcm-8k`, alice.cookie);
    expect(wav.statusCode).toBe(200);
    expect(wav.headers['content-disposition']).toBe('attachment; filename="bright_smile_greeting-v1-8khz-pcm.wav"');
    expect(wav.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  });

  it('re-makes only the prompts that read a changed label, and changes only their versions', async () => {
    const before = await read(menu.id);
    const options = dentalOptions().map((o) => (o.key === '2' ? { ...o, label: 'accounts' } : o));
    const after = await change(menu.id, menuSettings({ main: { options } }));
    const changed = after.prompts.filter((p, i) => p.text !== before.prompts[i]!.text).map((p) => p.key);
    // The main menu reads every option's label; the greeting and the standard prompts read none.
    expect(changed).toContain('menu');
    expect(changed).not.toContain('greeting');
    expect(after.ready).toBe(false);
    for (const prompt of after.prompts)
      expect(prompt.audio, prompt.key).toEqual(
        changed.includes(prompt.key) ? null : before.prompts.find((p) => p.key === prompt.key)!.audio,
      );

    const res = await api(t, 'POST', `/api/phone-menus/${menu.id}/render`, alice.cookie);
    expect(res.statusCode).toBe(200);
    const remade = phoneMenuReply.parse(res.json<{ menu: unknown }>().menu);
    expect(remade.ready).toBe(true);
    for (const prompt of remade.prompts) {
      const old = before.prompts.find((p) => p.key === prompt.key)!.audio!;
      if (changed.includes(prompt.key)) {
        expect(prompt.audio!.version, prompt.key).toBe(2);
        expect(prompt.audio!.audioId).not.toBe(old.audioId);
        // The old render is gone with its object.
        expect((await api(t, 'GET', old.url, alice.cookie)).statusCode).toBe(404);
      } else expect(prompt.audio, prompt.key).toEqual(old);
    }
    menu = remade;
  });

  /**
   * Saves `settings` (the greeting in letters of another alphabet, which pass the save's word count
   * but in which the voice finds nothing to say), then makes the menu: it is refused, nothing made is
   * left behind, and every render made before is where it was.
   */
  async function refusedMakeKeepsRenders(settings: Partial<typeof menu.settings>): Promise<void> {
    const kept = await keptRenders(menu.id);
    const rowsBefore = (await menuPromptRows()).length;
    await change(menu.id, {
      ...menu.settings,
      ...settings,
      prompts: { ...menu.settings.prompts, greeting: { enabled: true, text: 'α β γ' } },
    });
    const res = await api(t, 'POST', `/api/phone-menus/${menu.id}/render`, alice.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.voice.nothingToSay });
    expect((await menuPromptRows()).length).toBe(rowsBefore);
    expect(await keptRenders(menu.id)).toEqual(kept);
    const back = await change(menu.id, menu.settings);
    expect(back.prompts.map((p) => p.audio)).toEqual(menu.prompts.map((p) => p.audio));
  }

  it('keeps every old render when a make fails', async () => {
    // The greeting fails while the changed menu prompt beside it is made.
    const options = dentalOptions().map((o) => (o.key === '3' ? { ...o, label: 'our hours' } : o));
    await refusedMakeKeepsRenders({ main: { options } });
  });

  it('fails when its first prompt fails with others waiting behind it, rather than sit at 0 % for good (issue 46)', async () => {
    // Another voice: every prompt is to be made, two at a time, and the first, the greeting, says
    // nothing. The nine waiting behind it never start: before record 158 the make waited for them.
    await refusedMakeKeepsRenders({ voiceId: 'en-US-natalie' });
  });

  it('keeps every old render when a make is cancelled', async () => {
    const kept = await keptRenders(menu.id);
    const rowsBefore = (await menuPromptRows()).length;
    // Another voice: every prompt is out of date, so the make has eleven prompts to do.
    const otherVoice = await change(menu.id, { ...menu.settings, voiceId: 'en-US-natalie' });
    expect(otherVoice.prompts.every((p) => p.audio === null)).toBe(true);

    const job = jobStatusReply.parse((await makeAsync(menu.id)).json());
    expect((await api(t, 'DELETE', `/api/jobs/${job.id}`, alice.cookie)).statusCode).toBe(200);
    expect(await settled(job)).toMatchObject({ state: 'cancelled' });
    // The job deletes what it made once its prompts under way finish.
    for (let waited = 0; (await menuPromptRows()).length !== rowsBefore && waited < 30_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await menuPromptRows()).length).toBe(rowsBefore);
    expect(await keptRenders(menu.id)).toEqual(kept);
    for (const prompt of menu.prompts)
      expect((await api(t, 'GET', prompt.audio!.url, alice.cookie)).statusCode).toBe(200);

    // Back to the voice they were made in, every render is current again.
    const back = await change(menu.id, menu.settings);
    expect(back.ready).toBe(true);
    expect(back.prompts.map((p) => p.audio)).toEqual(menu.prompts.map((p) => p.audio));
  });

  it('deletes the prompts’ audio with the menu', async () => {
    expect((await api(t, 'DELETE', `/api/phone-menus/${menu.id}`, alice.cookie)).statusCode).toBe(200);
    for (const prompt of menu.prompts)
      expect((await api(t, 'GET', prompt.audio!.url, alice.cookie)).statusCode).toBe(404);
    expect(await menuPromptRows()).toEqual([]);
  });
});

describe('the hourly quotas', () => {
  it('counts a voice for each prompt to make, so a menu over the hour’s voices is refused with nothing made', async () => {
    const small = await createTestApp({ QUOTA_SYNTHESES_PER_HOUR: '10' });
    try {
      const carol = await signInUser(small, 'make-carol@example.com');
      const res = await api(small, 'POST', '/api/phone-menus', carol.cookie, menuSettings());
      const eleven = phoneMenuReply.parse(res.json<{ menu: unknown }>().menu);
      const made = await api(small, 'POST', `/api/phone-menus/${eleven.id}/render`, carol.cookie);
      expect(made.statusCode).toBe(429);
      expect(made.json<{ message: string }>().message).toMatch(
        /^You have made 10 voice recordings in the last hour, the most allowed\./,
      );
      const rows = await small.deps.database.db
        .select({ id: audioFiles.id })
        .from(audioFiles)
        .where(eq(audioFiles.userId, carol.id));
      expect(rows).toEqual([]);
      expect(
        phoneMenuReply
          .parse(
            (await api(small, 'GET', `/api/phone-menus/${eleven.id}`, carol.cookie)).json<{ menu: unknown }>().menu,
          )
          .prompts.every((p) => p.audio === null),
      ).toBe(true);
    } finally {
      await small.close();
    }
  });
});
