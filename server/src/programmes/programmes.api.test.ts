import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { jobStatusReply, type JobStatusReply } from '#common/schemas/jobs.js';
import type { SaveLibraryReply } from '#common/schemas/library.js';
import {
  PROGRAMME_ITEMS_MAX,
  programmeReply,
  type ProgrammeReply,
  type ProgrammeSettings,
} from '#common/schemas/programmes.js';
import type { Recipe, RecipeMessage } from '#common/schemas/recipe.js';
import { musicFrameFor } from '#common/music-frame.js';
import { storeAudioFile } from '../stored-audio/audio-files.js';
import { api, mixThroughRoutes, signInUser, storeMix, type TestUser } from '../testing/api-kit.js';
import { createProgramme, programmeSettings } from '../testing/programme-kit.js';
import { toneFile } from '../testing/audio-fixtures.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * The programme routes (issue 25, record 117) through the real server: owner-only CRUD, the save
 * checks in the contract's words, the reply's estimate and out-of-date mark as Library items change,
 * and a real render (offline voices, the engine, ffmpeg) served, exported, cut into a playlist and
 * kept when a second render is cancelled.
 */
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let tone: Buffer;
/** The server's log, to show a render logs no error. */
const logLines: string[] = [];
/** A real message's recipe, kept with items whose audio is a tone of a chosen length. */
let recipe: Recipe;

const message: RecipeMessage = {
  companyName: 'Bright Smile Dental',
  industry: 'healthcare',
  messageType: 'on-hold',
  promotionItems: [],
  attendants: {},
};

/** A message made as the wizard makes it (voice, then mix over music) and saved to `user`'s Library. */
async function madeItem(user: TestUser, script: string, title: string): Promise<string> {
  return saveItem(user, await mixThroughRoutes(t, user, script, { musicVolume: 20, message }), title);
}

async function saveItem(user: TestUser, audioId: string, title: string): Promise<string> {
  const saved = await api(t, 'POST', '/api/library', user.cookie, { audioId, title });
  expect(saved.statusCode).toBe(200);
  return saved.json<SaveLibraryReply>().item.id;
}

/** A Library item `seconds` long with a real recipe (its audio a tone): for lengths and limits without speaking. */
async function itemOfLength(user: TestUser, seconds: number, title = `Item of ${seconds} s`): Promise<string> {
  const now = t.clock.now();
  const mix = await storeAudioFile(
    t.deps.database.db,
    t.deps.store,
    {
      userId: user.id,
      kind: 'mix',
      durationSeconds: seconds,
      expiresAt: new Date(now.getTime() + 60_000),
      source: { bytes: tone },
      recipe,
    },
    now,
  );
  return saveItem(user, mix.id, title);
}

async function read(user: TestUser, id: string): Promise<ProgrammeReply> {
  const res = await api(t, 'GET', `/api/programmes/${id}`, user.cookie);
  expect(res.statusCode).toBe(200);
  return programmeReply.parse(res.json<{ programme: unknown }>().programme);
}

/** The voice seconds the editor estimates for an item of `seconds` made with `recipe`. */
const voiceOf = (seconds: number) => {
  const frame = musicFrameFor(recipe.message.messageType);
  return seconds - frame.introSeconds - frame.outroSeconds;
};

beforeAll(async () => {
  t = await createTestApp({}, undefined, { logLines });
  alice = await signInUser(t, 'programmes-alice@example.com');
  bob = await signInUser(t, 'programmes-bob@example.com');
  tone = await toneFile(t.deps.ffmpeg.path, 'mp3', 1);
  const itemId = await madeItem(alice, 'Thank you for holding.', 'Recipe source');
  const { recipe: made } = (await api(t, 'GET', `/api/library/${itemId}`, alice.cookie)).json<{ recipe: Recipe }>();
  recipe = made;
});
afterAll(() => t.close());

describe('/api/programmes', () => {
  it('needs a signed-in owner, and refuses writes from another site', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/programmes' })).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/programmes',
      headers: { cookie: alice.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: programmeSettings([await itemOfLength(alice, 30)]),
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('creates, reads, lists newest first, changes and deletes the owner’s programmes, with the estimate', async () => {
    const welcome = await itemOfLength(alice, 30, 'Welcome');
    const hours = await itemOfLength(alice, 40, 'Opening hours');
    const first = await createProgramme(t, alice, programmeSettings([welcome, hours, welcome], { title: 'Spring' }));
    expect(first).toMatchObject({
      title: 'Spring',
      itemIds: [welcome, hours, welcome],
      items: [
        { itemId: welcome, title: 'Welcome', problem: null },
        { itemId: hours, title: 'Opening hours', problem: null },
        { itemId: welcome, title: 'Welcome', problem: null },
      ],
      trackId: 'soft-jazz',
      volume: 20,
      gapSeconds: 12,
      targetSystem: 'asterisk',
      render: null,
      outOfDate: false,
      renderJobId: null,
    });
    expect(first.items[0]!.voiceSeconds).toBeCloseTo(voiceOf(30), 2);
    // The lead-in, three voices and a gap after each (the last one before the loop comes round).
    expect(first.estimatedSeconds).toBeGreaterThan(voiceOf(30) * 2 + voiceOf(40) + 3 * 12);
    expect(first.estimatedSeconds).toBeLessThanOrEqual(voiceOf(30) * 2 + voiceOf(40) + 3 * 12 + 1);

    t.clock.advance(1000);
    const second = await createProgramme(t, alice, programmeSettings([hours], { title: 'Summer' }));
    const listed = await api(t, 'GET', '/api/programmes', alice.cookie);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json<{ programmes: ProgrammeReply[] }>().programmes.map((p) => p.title)).toEqual([
      'Summer',
      'Spring',
    ]);

    const changed = await api(
      t,
      'PUT',
      `/api/programmes/${first.id}`,
      alice.cookie,
      programmeSettings([hours, welcome], { title: 'Spring again', gapSeconds: 5, targetSystem: 'teams' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(await read(alice, first.id)).toMatchObject({
      title: 'Spring again',
      itemIds: [hours, welcome],
      gapSeconds: 5,
      targetSystem: 'teams',
    });

    expect((await api(t, 'DELETE', `/api/programmes/${second.id}`, alice.cookie)).statusCode).toBe(200);
    const gone = await api(t, 'GET', `/api/programmes/${second.id}`, alice.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: messages.programmes.notFound });
  });

  it('answers another user’s programme, and a malformed id, like an unknown one', async () => {
    const mine = await createProgramme(t, alice, programmeSettings([await itemOfLength(alice, 30)]));
    for (const [method, url, payload] of [
      ['GET', `/api/programmes/${mine.id}`],
      ['PUT', `/api/programmes/${mine.id}`, programmeSettings([await itemOfLength(bob, 30)])],
      ['DELETE', `/api/programmes/${mine.id}`],
      ['POST', `/api/programmes/${mine.id}/render`],
      ['GET', `/api/programmes/${mine.id}/playlist/original`],
      ['GET', '/api/programmes/not-a-uuid/playlist/original'],
    ] as const) {
      const res = await api(t, method, url, bob.cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ message: messages.programmes.notFound });
    }
    expect((await api(t, 'GET', '/api/programmes', bob.cookie)).json()).toEqual({ success: true, programmes: [] });
    expect(await read(alice, mine.id)).toMatchObject({ id: mine.id });
  });

  it('refuses items that are not the user’s own Library items, or have no recipe, in the contract’s words', async () => {
    const bobs = await itemOfLength(bob, 30);
    const own = await itemOfLength(alice, 30);
    const unknown = await api(t, 'POST', '/api/programmes', alice.cookie, programmeSettings([own, bobs]));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: messages.programmes.itemNotFound });

    const malformed = await api(t, 'POST', '/api/programmes', alice.cookie, programmeSettings(['not-an-id']));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: messages.programmes.itemNotFound });

    // Saved from a mix that kept no recipe (as before record 108).
    const old = await saveItem(alice, (await storeMix(t, alice.id, tone)).id, 'Old message');
    const withoutRecipe = await api(t, 'POST', '/api/programmes', alice.cookie, programmeSettings([own, old]));
    expect(withoutRecipe.statusCode).toBe(400);
    expect(withoutRecipe.json()).toMatchObject({ message: messages.programmes.itemWithoutRecipe });
    expect(
      (await api(t, 'GET', '/api/programmes', alice.cookie)).json<{ programmes: ProgrammeReply[] }>().programmes,
    ).toHaveLength(2);
  });

  it('holds the settings to their limits: items, gap, system, music, 10 minutes', async () => {
    const short = await itemOfLength(alice, 20);
    const cases: [Partial<ProgrammeSettings>, number, string][] = [
      [{ itemIds: [] }, 400, messages.programmes.itemsRequired],
      [{ itemIds: Array<string>(PROGRAMME_ITEMS_MAX + 1).fill(short) }, 400, messages.programmes.tooManyItems],
      [{ gapSeconds: 4 }, 400, messages.programmes.gapRange],
      [{ gapSeconds: 31 }, 400, messages.programmes.gapRange],
      [{ title: '  ' }, 400, messages.programmes.titleRequired],
      [{ targetSystem: 'nokia' as ProgrammeSettings['targetSystem'] }, 400, messages.programmes.unknownSystem],
      [{ trackId: 'none' }, 400, messages.programmes.musicRequired],
      [{ trackId: 'no-such-track' }, 404, messages.mix.trackNotFound],
    ];
    for (const [change, status, message] of cases) {
      const res = await api(t, 'POST', '/api/programmes', alice.cookie, programmeSettings([short], change));
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toMatchObject({ message });
    }

    // Twenty items and 5 to 30 s of music are allowed, as long as the whole stays within 10 minutes.
    const twenty = Array<string>(PROGRAMME_ITEMS_MAX).fill(short);
    expect(
      (await api(t, 'POST', '/api/programmes', alice.cookie, programmeSettings(twenty, { gapSeconds: 5 }))).statusCode,
    ).toBe(200);
    const tooLong = await api(
      t,
      'POST',
      '/api/programmes',
      alice.cookie,
      programmeSettings(twenty, { gapSeconds: 30 }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: messages.programmes.tooLong });
    const long = await itemOfLength(alice, 300);
    const fits = await createProgramme(t, alice, programmeSettings([long, long], { gapSeconds: 5 }));
    expect(fits.estimatedSeconds).toBeLessThanOrEqual(600);
    const putTooLong = await api(
      t,
      'PUT',
      `/api/programmes/${fits.id}`,
      alice.cookie,
      programmeSettings([long, long], { gapSeconds: 30 }),
    );
    expect(putTooLong.statusCode).toBe(400);
    expect(putTooLong.json()).toMatchObject({ message: messages.programmes.tooLong });
    expect((await read(alice, fits.id)).gapSeconds).toBe(5);
  });

  it('shows an item deleted since as such, refuses to render it, and the playlist before any render', async () => {
    const kept = await itemOfLength(alice, 30);
    const doomed = await itemOfLength(alice, 30, 'Doomed');
    const programme = await createProgramme(t, alice, programmeSettings([kept, doomed]));
    expect((await api(t, 'DELETE', `/api/library/${doomed}`, alice.cookie)).statusCode).toBe(200);

    const after = await read(alice, programme.id);
    expect(after.items[1]).toEqual({
      itemId: doomed,
      title: null,
      voiceSeconds: null,
      problem: messages.programmes.itemDeleted,
    });
    expect(after.estimatedSeconds).toBeLessThan(programme.estimatedSeconds);

    const render = await api(t, 'POST', `/api/programmes/${programme.id}/render`, alice.cookie);
    expect(render.statusCode).toBe(409);
    expect(render.json()).toMatchObject({ message: messages.programmes.itemDeleted });

    const playlist = await api(t, 'GET', `/api/programmes/${programme.id}/playlist/wav-pcm-8k`, alice.cookie);
    expect(playlist.statusCode).toBe(409);
    expect(playlist.json()).toMatchObject({ message: messages.programmes.notRendered });
    const badFormat = await api(t, 'GET', `/api/programmes/${programme.id}/playlist/flac`, alice.cookie);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({ message: messages.library.unknownFormat });
  });
});

/** Follows a job with GET /api/jobs/:id until it settles. */
async function settled(user: TestUser, job: JobStatusReply): Promise<JobStatusReply> {
  let status = job;
  while (status.state === 'queued' || status.state === 'running')
    status = jobStatusReply.parse((await api(t, 'GET', `/api/jobs/${job.id}?waitMs=10000`, user.cookie)).json());
  return status;
}

const renderAsync = (user: TestUser, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/programmes/${id}/render`,
    headers: { ...SAME_ORIGIN, cookie: user.cookie, prefer: 'respond-async' },
  });

/** The names in a zip, from its central directory. */
function zipEntries(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

describe('rendering a programme', () => {
  it('renders through the job, serves the render and its exports, cuts the playlist, and keeps the old render when a second is cancelled', async () => {
    const welcome = await madeItem(alice, 'Welcome to Bright Smile Dental. Your call matters to us.', 'Welcome');
    const hours = await madeItem(alice, 'We are open from eight until six, Monday to Friday.', 'Opening hours');
    const thanks = await madeItem(alice, 'Thank you for holding. We will be with you shortly.', 'Thank you');
    const programme = await createProgramme(
      t,
      alice,
      programmeSettings([welcome, hours, thanks], { title: 'Dental hold', gapSeconds: 6 }),
    );

    const started = await renderAsync(alice, programme.id);
    expect(started.statusCode).toBe(202);
    const job = jobStatusReply.parse(started.json());
    expect(job.kind).toBe('programme-render');
    // A reload while it is under way finds the job to follow.
    const during = await read(alice, programme.id);
    expect([job.id, null]).toContain(during.renderJobId);
    const done = await settled(alice, job);
    expect(done).toMatchObject({ state: 'done', result: { programmeId: programme.id } });
    // The route once read the job's result after answering 202 and logged a TypeError (issue 40).
    expect(logLines.map((line) => JSON.parse(line) as { level: number }).filter((line) => line.level >= 50)).toEqual(
      [],
    );

    const rendered = await read(alice, programme.id);
    expect(rendered).toMatchObject({ outOfDate: false, renderJobId: null });
    const render = rendered.render!;
    expect(render.url).toBe(`/api/audio/${render.audioId}`);
    // Within a second and a short tail of the estimate (the engine places voices as the estimate does).
    expect(render.duration).toBeGreaterThan(rendered.estimatedSeconds - 1);
    expect(render.duration).toBeLessThan(rendered.estimatedSeconds + 3);

    const audio = await api(t, 'GET', render.url, alice.cookie);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload.length).toBe(render.byteSize);
    expect((await api(t, 'GET', render.url, bob.cookie)).statusCode).toBe(404);
    // Kept like a Library item: no expiry.
    t.clock.advance(48 * 60 * 60 * 1000);
    const wav = await api(t, 'GET', `${render.url}/export/wav-pcm-8k`, alice.cookie);
    expect(wav.statusCode).toBe(200);
    expect(wav.headers['content-disposition']).toBe('attachment; filename="dental-hold-8khz-pcm.wav"');
    expect(wav.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect((await api(t, 'GET', `${render.url}/export/preview-landline`, alice.cookie)).statusCode).toBe(200);

    const playlist = await api(t, 'GET', `/api/programmes/${programme.id}/playlist/wav-ulaw-8k`, alice.cookie);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/zip');
    expect(playlist.headers['content-disposition']).toBe('attachment; filename="dental-hold-playlist.zip"');
    const entries = zipEntries(playlist.rawPayload);
    expect(entries).toHaveLength(3);
    // The Library already has a "Welcome" from the test above, so this one was saved as "Welcome (2)" (record 136).
    expect(entries[0]).toBe('01-welcome-2.wav');

    // Renaming an item marks the render out of date; a second render, cancelled, leaves the first in place.
    expect((await api(t, 'PUT', `/api/library/${hours}/title`, alice.cookie, { title: 'Hours' })).statusCode).toBe(200);
    expect((await read(alice, programme.id)).outOfDate).toBe(true);
    const again = jobStatusReply.parse((await renderAsync(alice, programme.id)).json());
    const cancel = await api(t, 'DELETE', `/api/jobs/${again.id}`, alice.cookie);
    expect(cancel.statusCode).toBe(200);
    expect(await settled(alice, again)).toMatchObject({ state: 'cancelled' });
    const kept = await read(alice, programme.id);
    expect(kept.render).toEqual(render);
    expect(kept.outOfDate).toBe(true);
    expect((await api(t, 'GET', render.url, alice.cookie)).statusCode).toBe(200);

    // Rendered again (waiting for it this time): a new render takes the old one's place, which goes.
    const fresh = await api(t, 'POST', `/api/programmes/${programme.id}/render`, alice.cookie);
    expect(fresh.statusCode).toBe(200);
    const renewed = programmeReply.parse(fresh.json<{ programme: unknown }>().programme);
    expect(renewed).toMatchObject({ outOfDate: false, renderJobId: null });
    expect(renewed.render!.audioId).not.toBe(render.audioId);
    expect((await api(t, 'GET', render.url, alice.cookie)).statusCode).toBe(404);

    // Replacing an item's audio marks it out of date; deleting the programme deletes its render.
    const replacement = await mixThroughRoutes(t, alice, 'Thanks for waiting. We are nearly there.', {
      musicVolume: 20,
      message,
    });
    const replaced = await api(t, 'PUT', `/api/library/${thanks}/audio`, alice.cookie, { audioId: replacement });
    expect(replaced.statusCode).toBe(200);
    expect((await read(alice, programme.id)).outOfDate).toBe(true);
    expect((await api(t, 'DELETE', `/api/programmes/${programme.id}`, alice.cookie)).statusCode).toBe(200);
    expect((await api(t, 'GET', renewed.render!.url, alice.cookie)).statusCode).toBe(404);
  });
});
