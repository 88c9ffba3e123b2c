import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { SaveLibraryReply } from '#common/schemas/library.js';
import type { PhoneLinkReply, PhoneLinkSettings, ProgrammeDeletedReply } from '#common/schemas/phone-links.js';
import { programmeReply, type ProgrammeReply } from '#common/schemas/programmes.js';
import type { RecipeMessage } from '#common/schemas/recipe.js';
import { probeFormat } from '../process/measure.js';
import { api, mixThroughRoutes, signInUser, type TestUser } from '../testing/api-kit.js';
import { createProgramme, programmeSettings } from '../testing/programme-kit.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * A phone link playing an on-hold programme (issue 40, record 110 amended), fetched as a phone
 * system fetches it: over real HTTP, without signing in, by Node's fetch and by ffmpeg. The
 * programme is real: its message spoken by the suite's offline engine, mixed, saved, and the
 * programme rendered by its job. The test clock starts at Saturday 2026-11-21 10:00 UTC.
 */
let t: TestApp;
let base: string;
let alice: TestUser;
let bob: TestUser;
/** A Library item made as the wizard makes one (a programme needs its recipe). */
let itemId: string;
let itemAudioId: string;
/** A programme of that item, made (rendered) once before the tests. */
let programme: ProgrammeReply;

const message: RecipeMessage = {
  companyName: 'Bright Smile Dental',
  industry: 'healthcare',
  messageType: 'on-hold',
  promotionItems: [],
  attendants: {},
};

/** Makes (renders) the programme, waiting for the job as the editor's Make button does. */
async function makeProgramme(user: TestUser, id: string): Promise<ProgrammeReply> {
  const res = await api(t, 'POST', `/api/programmes/${id}/render`, user.cookie);
  expect(res.statusCode).toBe(200);
  return programmeReply.parse(res.json<{ programme: unknown }>().programme);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  alice = await signInUser(t, 'programme-links-alice@example.com');
  bob = await signInUser(t, 'programme-links-bob@example.com');
  const mix = await mixThroughRoutes(t, alice, 'Thank you for holding.', { musicVolume: 20, message });
  const saved = await api(t, 'POST', '/api/library', alice.cookie, { audioId: mix, title: 'Thank you' });
  expect(saved.statusCode).toBe(200);
  ({ id: itemId, audioId: itemAudioId } = saved.json<SaveLibraryReply>().item);
  programme = await makeProgramme(
    alice,
    (await createProgramme(t, alice, programmeSettings([itemId], { gapSeconds: 5 }))).id,
  );
});
afterAll(() => t.close());

async function createLink(body: { itemId?: string; programmeId?: string }): Promise<PhoneLinkReply> {
  const res = await api(t, 'POST', '/api/phone-links', alice.cookie, body);
  expect(res.statusCode).toBe(200);
  return res.json<{ link: PhoneLinkReply }>().link;
}

const put = (id: string, settings: Partial<PhoneLinkSettings>) =>
  api(t, 'PUT', `/api/phone-links/${id}`, alice.cookie, {
    defaultItemId: null,
    defaultProgrammeId: null,
    timeZone: 'UTC',
    rules: [],
    enabled: true,
    ...settings,
  });
const aliceLinks = async () =>
  (await api(t, 'GET', '/api/phone-links', alice.cookie)).json<{ links: PhoneLinkReply[] }>().links;

/** The address as this test's server answers it: the reply's are built from PUBLIC_URL. */
const local = (url: string) => url.replace('http://localhost:5000', base);
const get = (url: string, init: RequestInit = {}) => fetch(local(url), init);
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
/** Each test starts a fresh minute, so the per-link count of fetches starts again. */
const nextMinute = () => t.clock.advance(61_000);

describe('a phone link playing a programme', () => {
  it("serves the programme's render as MP3, µ-law WAV and TwiML, with the item's ETag, Range and cache rules", async () => {
    nextMinute();
    const link = await createLink({ programmeId: programme.id });
    expect(link).toMatchObject({
      defaultItemId: null,
      defaultProgrammeId: programme.id,
      now: { itemId: null, programmeId: programme.id, ruleIndex: null },
    });
    const render = programme.render!;

    const mp3 = await get(link.urls.mp3);
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
    expect(mp3.headers.get('cache-control')).toBe('public, max-age=300');
    expect(mp3.headers.get('etag')).toBe(`"${render.audioId}.mp3"`);
    // The later of the render's time and the link's: the link was made after the render.
    expect(mp3.headers.get('last-modified')).toBe(new Date(link.createdAt).toUTCString());
    expect(mp3.headers.get('set-cookie')).toBeNull();
    // The MP3 is the render itself, as the owner downloads it.
    const owners = await api(t, 'GET', render.url, alice.cookie);
    expect((await bytes(mp3)).equals(owners.rawPayload)).toBe(true);

    const ulaw = await get(link.urls['wav-ulaw-8k']);
    expect(ulaw.status).toBe(200);
    expect(ulaw.headers.get('content-type')).toBe('audio/wav');
    expect(ulaw.headers.get('etag')).toBe(`"${render.audioId}.wav-ulaw-8k"`);
    const whole = await bytes(ulaw);
    expect(Number(ulaw.headers.get('content-length'))).toBe(whole.length);
    const probed = await probeFormat(t.deps.ffmpeg.path, local(link.urls['wav-ulaw-8k']));
    expect(probed).toMatchObject({ container: 'wav', codec: 'pcm_mulaw', sampleRate: 8000, channels: 1 });
    expect(probed.durationSeconds).toBeCloseTo(render.duration, 0);
    // The same phone-system export the owner downloads.
    const export_ = await api(t, 'GET', `${render.url}/export/wav-ulaw-8k`, alice.cookie);
    expect(whole.equals(export_.rawPayload)).toBe(true);

    const part = await get(link.urls['wav-ulaw-8k'], { headers: { range: 'bytes=44-1043' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 44-1043/${whole.length}`);
    expect((await bytes(part)).equals(whole.subarray(44, 1044))).toBe(true);
    const cached = await get(link.urls.mp3, { headers: { 'if-none-match': `"${render.audioId}.mp3"` } });
    expect(cached.status).toBe(304);
    await bytes(cached);

    const twiml = await get(link.urls.twiml, { method: 'POST' });
    expect(twiml.status).toBe(200);
    expect(await twiml.text()).toContain(`<Play loop="0">${link.urls.mp3}</Play>`);
  });

  it('refuses a programme never made, and one that is not the owner’s, in words', async () => {
    const unmade = await createProgramme(t, alice, programmeSettings([itemId], { title: 'Not made', gapSeconds: 5 }));
    const notMade = await api(t, 'POST', '/api/phone-links', alice.cookie, { programmeId: unmade.id });
    expect(notMade.statusCode).toBe(409);
    expect(notMade.json()).toMatchObject({ message: messages.phoneLinks.programmeNotMade });

    const link = await createLink({ itemId });
    const asRule = await put(link.id, {
      defaultItemId: itemId,
      rules: [{ kind: 'dates', programmeId: unmade.id, from: '2026-12-24', to: '2026-12-26' }],
    });
    expect(asRule.statusCode).toBe(409);
    expect(asRule.json()).toMatchObject({ message: messages.phoneLinks.programmeNotMade });

    const bobs = await api(t, 'PUT', `/api/phone-links/${link.id}`, alice.cookie, {
      defaultItemId: null,
      defaultProgrammeId: '00000000-0000-4000-8000-000000000000',
      timeZone: 'UTC',
      rules: [],
      enabled: true,
    });
    expect(bobs.statusCode).toBe(404);
    expect(bobs.json()).toMatchObject({ message: messages.phoneLinks.programmeNotFound });
    const bobsLink = await api(t, 'POST', '/api/phone-links', bob.cookie, { programmeId: programme.id });
    expect(bobsLink.statusCode).toBe(404);
    expect(bobsLink.json()).toMatchObject({ message: messages.phoneLinks.programmeNotFound });

    // Naming both, or neither, is refused before any lookup.
    for (const body of [{ itemId, programmeId: programme.id }, {}]) {
      const res = await api(t, 'POST', '/api/phone-links', alice.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: messages.phoneLinks.targetRequired });
    }
    const both = await put(link.id, { defaultItemId: itemId, defaultProgrammeId: programme.id });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ message: messages.phoneLinks.targetRequired });
    // Nothing refused was kept.
    expect((await aliceLinks()).find((l) => l.id === link.id)).toMatchObject({ defaultItemId: itemId, rules: [] });
  });

  it('switches from an item to a programme on the date a rule names', async () => {
    nextMinute();
    const link = await createLink({ itemId });
    // Tomorrow, Sunday 22 November, in New York: from 05:00 UTC.
    const saved = await put(link.id, {
      defaultItemId: itemId,
      timeZone: 'America/New_York',
      rules: [{ kind: 'dates', programmeId: programme.id, from: '2026-11-22', to: '2026-11-22' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ link: PhoneLinkReply }>().link).toMatchObject({
      now: { itemId, programmeId: null, ruleIndex: null },
      next: { itemId: null, programmeId: programme.id, ruleIndex: 0, at: '2026-11-22T05:00:00.000Z' },
    });
    const before = await get(link.urls.mp3);
    expect(before.headers.get('etag')).toBe(`"${itemAudioId}.mp3"`);
    await bytes(before);

    t.clock.advance(Date.parse('2026-11-22T05:00:00Z') - t.clock.now().getTime());
    const on = await get(link.urls.mp3, { headers: { 'if-none-match': `"${itemAudioId}.mp3"` } });
    expect(on.status).toBe(200);
    expect(on.headers.get('etag')).toBe(`"${programme.render!.audioId}.mp3"`);
    expect((await bytes(on)).length).toBe(programme.render!.byteSize);
    expect((await aliceLinks()).find((l) => l.id === link.id)).toMatchObject({
      now: { itemId: null, programmeId: programme.id, ruleIndex: 0 },
      next: { itemId, programmeId: null, ruleIndex: null, at: '2026-11-23T05:00:00.000Z' },
    });
  });

  it('plays the last render while the programme is out of date, and a new ETag once it is made again', async () => {
    nextMinute();
    const link = await createLink({ programmeId: programme.id });
    const oldTag = `"${programme.render!.audioId}.mp3"`;
    const changed = await api(
      t,
      'PUT',
      `/api/programmes/${programme.id}`,
      alice.cookie,
      programmeSettings([itemId, itemId], { gapSeconds: 6 }),
    );
    expect(changed.statusCode).toBe(200);
    expect(programmeReply.parse(changed.json<{ programme: unknown }>().programme).outOfDate).toBe(true);
    // Out of date, it still plays what was made: the same tag, so caches keep their copy.
    const stale = await get(link.urls.mp3, { headers: { 'if-none-match': oldTag } });
    expect(stale.status).toBe(304);
    await bytes(stale);

    programme = await makeProgramme(alice, programme.id);
    expect(programme.outOfDate).toBe(false);
    nextMinute();
    const fresh = await get(link.urls.mp3, { headers: { 'if-none-match': oldTag } });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('etag')).toBe(`"${programme.render!.audioId}.mp3"`);
    expect(fresh.headers.get('etag')).not.toBe(oldTag);
    expect((await bytes(fresh)).length).toBe(programme.render!.byteSize);
    const ulaw = await get(link.urls['wav-ulaw-8k']);
    expect(ulaw.headers.get('etag')).toBe(`"${programme.render!.audioId}.wav-ulaw-8k"`);
    await bytes(ulaw);
  });

  it('says, when the programme is deleted, what each link plays instead, and the links then serve that', async () => {
    nextMinute();
    const byRule = await createLink({ itemId });
    const today = t.clock.now().toISOString().slice(0, 10);
    const rule = { kind: 'dates' as const, programmeId: programme.id, from: today, to: today };
    expect((await put(byRule.id, { defaultItemId: itemId, rules: [rule] })).statusCode).toBe(200);
    const asDefault = await createLink({ programmeId: programme.id });
    const unrelated = await createLink({ itemId });
    expect((await get(byRule.urls.mp3)).headers.get('etag')).toBe(`"${programme.render!.audioId}.mp3"`);

    const deleted = await api(t, 'DELETE', `/api/programmes/${programme.id}`, alice.cookie);
    expect(deleted.statusCode).toBe(200);
    const reply = deleted.json<ProgrammeDeletedReply>();
    expect(reply.phoneLinks).toContainEqual({
      id: byRule.id,
      now: { itemId, programmeId: null, ruleIndex: null },
    });
    expect(reply.phoneLinks).toContainEqual({
      id: asDefault.id,
      now: { itemId: null, programmeId: null, ruleIndex: null },
    });
    expect(reply.phoneLinks.map((l) => l.id)).not.toContain(unrelated.id);

    // The rule's link plays its default; the other has nothing to play and answers like an unknown link.
    nextMinute();
    const instead = await get(byRule.urls.mp3);
    expect(instead.status).toBe(200);
    expect(instead.headers.get('etag')).toBe(`"${itemAudioId}.mp3"`);
    await bytes(instead);
    const nothing = await get(asDefault.urls.mp3);
    expect(nothing.status).toBe(404);
    await bytes(nothing);
    const links = await aliceLinks();
    expect(links.find((l) => l.id === byRule.id)).toMatchObject({ rules: [rule], brokenRules: [0] });
    expect(links.find((l) => l.id === asDefault.id)).toMatchObject({ defaultProgrammeId: null, defaultItemId: null });
  });
});
