import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryItem, SaveLibraryReply } from '#common/schemas/library.js';
import { PHONE_LINK_FORMATS, type PhoneLinkFormat, type PhoneLinkReply } from '#common/schemas/phone-links.js';
import { probeFormat } from '../process/measure.js';
import { api, mixThroughRoutes, signInUser, type TestUser } from '../testing/api-kit.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * A phone link fetched as a phone system fetches it (issue 26, record 110): over real HTTP on a
 * loopback port, without signing in, by Node's fetch and by ffmpeg. The messages are real: spoken
 * by the offline engine and mixed through the API.
 */
let t: TestApp;
let base: string;
let alice: TestUser;
let item: LibraryItem;
let link: PhoneLinkReply;

const FORMATS = Object.keys(PHONE_LINK_FORMATS) as PhoneLinkFormat[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  alice = await signInUser(t, 'phone-alice@example.com');
  const saved = await api(t, 'POST', '/api/library', alice.cookie, {
    audioId: await makeMix('Thank you for calling.'),
  });
  item = saved.json<SaveLibraryReply>().item;
  link = await createLink(item.id);
});
afterAll(() => t.close());

/** A final mix of `script`, as the wizard makes one: the offline voice, then the mix. */
const makeMix = (script: string) => mixThroughRoutes(t, alice, script, { musicVolume: 20 });

async function createLink(itemId: string): Promise<PhoneLinkReply> {
  return (await api(t, 'POST', '/api/phone-links', alice.cookie, { itemId })).json<{ link: PhoneLinkReply }>().link;
}

/** The address as this test's server answers it: the reply's are built from PUBLIC_URL. */
const local = (url: string) => url.replace('http://localhost:5000', base);
const get = (url: string, init: RequestInit = {}) => fetch(local(url), init);
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const aliceLinks = async () =>
  (await api(t, 'GET', '/api/phone-links', alice.cookie)).json<{ links: PhoneLinkReply[] }>().links;

/** Each test starts a fresh minute, so the per-link count of fetches starts again. */
const nextMinute = () => t.clock.advance(61_000);

describe('a phone link, fetched anonymously', () => {
  it('answers GET in each format with its type, length, validators and 5 minutes of caching', async () => {
    nextMinute();
    for (const format of FORMATS) {
      const res = await get(link.urls[format]);
      expect(res.status).toBe(200);
      const body = await bytes(res);
      expect(res.headers.get('content-type')).toBe(PHONE_LINK_FORMATS[format].contentType);
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('etag')).toBe(`"${item.audioId}.${format}"`);
      expect(res.headers.get('last-modified')).toBe(new Date(item.updatedAt).toUTCString());
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    // The MP3 is the item's kept audio itself.
    const kept = await api(t, 'GET', item.url, alice.cookie);
    expect((await bytes(await get(link.urls.mp3))).equals(kept.rawPayload)).toBe(true);
  });

  it('is read by ffmpeg in each format, from its address', async () => {
    nextMinute();
    const mp3 = await probeFormat(t.deps.ffmpeg.path, local(link.urls.mp3));
    expect(mp3).toMatchObject({ codec: 'mp3' });
    expect(mp3.durationSeconds).toBeCloseTo(item.duration, 0);
    const ulaw = await probeFormat(t.deps.ffmpeg.path, local(link.urls['wav-ulaw-8k']));
    expect(ulaw).toMatchObject({ container: 'wav', codec: 'pcm_mulaw', sampleRate: 8000, channels: 1 });
    const pcm = await probeFormat(t.deps.ffmpeg.path, local(link.urls['wav-pcm-8k']));
    expect(pcm).toMatchObject({ container: 'wav', codec: 'pcm_s16le', sampleRate: 8000, channels: 1 });
    expect(pcm.durationSeconds).toBeCloseTo(item.duration, 0);
  });

  it('answers HEAD with the same headers and no body', async () => {
    nextMinute();
    for (const format of FORMATS) {
      const full = await get(link.urls[format]);
      const size = (await bytes(full)).length;
      const head = await get(link.urls[format], { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('content-length'))).toBe(size);
      expect(head.headers.get('etag')).toBe(full.headers.get('etag'));
      expect(head.headers.get('content-type')).toBe(PHONE_LINK_FORMATS[format].contentType);
      expect((await bytes(head)).length).toBe(0);
    }
  });

  it('answers a Range request with 206 and Content-Range', async () => {
    nextMinute();
    const whole = await bytes(await get(link.urls['wav-pcm-8k']));
    const part = await get(link.urls['wav-pcm-8k'], { headers: { range: 'bytes=44-1043' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 44-1043/${whole.length}`);
    expect(part.headers.get('content-length')).toBe('1000');
    expect((await bytes(part)).equals(whole.subarray(44, 1044))).toBe(true);
    // A resumed download of other bytes (If-Range with another tag) gets the whole file.
    const stale = await get(link.urls['wav-pcm-8k'], { headers: { range: 'bytes=44-1043', 'if-range': '"old"' } });
    expect(stale.status).toBe(200);
    expect((await bytes(stale)).length).toBe(whole.length);
  });

  it('answers 304 to a cache that still holds the same audio, by tag or by date', async () => {
    nextMinute();
    const first = await get(link.urls.mp3);
    await bytes(first);
    const etag = first.headers.get('etag')!;
    const byTag = await get(link.urls.mp3, { headers: { 'if-none-match': etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('etag')).toBe(etag);
    expect(byTag.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await bytes(byTag)).length).toBe(0);
    const byDate = await get(link.urls.mp3, { headers: { 'if-modified-since': first.headers.get('last-modified')! } });
    expect(byDate.status).toBe(304);
    const otherTag = await get(link.urls.mp3, { headers: { 'if-none-match': '"something-else.mp3"' } });
    expect(otherTag.status).toBe(200);
    await bytes(otherTag);
  });

  it('gets a new ETag once the owner replaces the item, and the new audio', async () => {
    nextMinute();
    const before = await get(link.urls['wav-ulaw-8k']);
    const oldBytes = await bytes(before);
    const oldTag = before.headers.get('etag')!;
    const replaced = await api(t, 'PUT', `/api/library/${item.id}/audio`, alice.cookie, {
      audioId: await makeMix('Thank you for calling. We are closed for the holidays.'),
    });
    expect(replaced.statusCode).toBe(200);
    item = replaced.json<SaveLibraryReply>().item;
    nextMinute();
    for (const format of FORMATS) {
      const after = await get(link.urls[format], { headers: { 'if-none-match': oldTag } });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).toBe(`"${item.audioId}.${format}"`);
      const body = await bytes(after);
      if (format === 'wav-ulaw-8k') expect(body.equals(oldBytes)).toBe(false);
    }
  });

  it('answers 404, revealing nothing, once turned off, and at an address replaced by a new one', async () => {
    nextMinute();
    const unknown = await get(`${base}/phone/${'A'.repeat(43)}.mp3`);
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.text();

    const off = await createLink(item.id);
    const settings = { defaultItemId: item.id, timeZone: 'UTC', rules: [], enabled: false };
    expect((await api(t, 'PUT', `/api/phone-links/${off.id}`, alice.cookie, settings)).statusCode).toBe(200);
    for (const url of [off.urls.mp3, off.urls['wav-pcm-8k'], off.urls.twiml]) {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(unknownBody);
    }
    expect(unknownBody).not.toMatch(/off|disabled|enabled/i);

    const moved = await createLink(item.id);
    const renewed = await api(t, 'POST', `/api/phone-links/${moved.id}/new-address`, alice.cookie);
    const newUrls = renewed.json<{ link: PhoneLinkReply }>().link.urls;
    const old = await get(moved.urls.mp3);
    expect(old.status).toBe(404);
    expect(await old.text()).toBe(unknownBody);
    const fresh = await get(newUrls.mp3);
    expect(fresh.status).toBe(200);
    await bytes(fresh);
    // Anything else under /phone is as unknown as a wrong token.
    for (const path of ['/phone/', `/phone/${moved.id}.mp3`, `/phone/${newUrls.mp3.split('/').at(-1)}.zip`]) {
      expect((await get(`${base}${path}`)).status).toBe(404);
    }
  });

  it('answers TwiML to GET and to POST, playing the MP3 until the call ends', async () => {
    nextMinute();
    const twiml = `<?xml version="1.0" encoding="UTF-8"?><Response><Play loop="0">${link.urls.mp3}</Play></Response>`;
    const byGet = await get(link.urls.twiml);
    expect(byGet.status).toBe(200);
    expect(byGet.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await byGet.text()).toBe(twiml);
    // Twilio's default: a form POST, with no Origin (the origin guard lets it through).
    const byPost = await get(link.urls.twiml, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'TwilioProxy/1.1' },
      body: 'CallSid=CA0123&From=%2B15550100&To=%2B15550199',
    });
    expect(byPost.status).toBe(200);
    expect(await byPost.text()).toBe(twiml);
    // Only the TwiML answers POST.
    expect((await get(link.urls.mp3, { method: 'POST', body: '' })).status).toBe(404);
  });

  it('records the last fetch and its user agent, at most once a minute', async () => {
    nextMinute();
    const watched = await createLink(item.id);
    const fetchAs = async (userAgent: string) =>
      bytes(await get(watched.urls.mp3, { headers: { 'user-agent': userAgent } }));
    const seen = async () => (await aliceLinks()).find((l) => l.id === watched.id)!;
    expect(await seen()).toMatchObject({ lastFetchedAt: null, lastFetchedBy: null });

    const firstAt = t.clock.now().toISOString();
    await fetchAs('Asterisk PBX 20.5.0');
    expect(await seen()).toMatchObject({ lastFetchedAt: firstAt, lastFetchedBy: 'Asterisk PBX 20.5.0' });
    t.clock.advance(30_000);
    await fetchAs('FreeSWITCH-mod_http_cache');
    expect(await seen()).toMatchObject({ lastFetchedAt: firstAt, lastFetchedBy: 'Asterisk PBX 20.5.0' });
    t.clock.advance(31_000);
    const longAgent = `Twilio/${'x'.repeat(300)}`;
    await fetchAs(longAgent);
    expect(await seen()).toMatchObject({
      lastFetchedAt: t.clock.now().toISOString(),
      lastFetchedBy: longAgent.slice(0, 200),
    });
  });

  it('answers 429 with Retry-After past 120 fetches a minute, and again the next minute', async () => {
    nextMinute();
    const busy = await createLink(item.id);
    const head = () => get(busy.urls.mp3, { method: 'HEAD' });
    for (let i = 0; i < 120; i++) expect((await head()).status).toBe(200);
    const refused = await head();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another link of the same owner has its own count.
    expect((await get(link.urls.mp3, { method: 'HEAD' })).status).toBe(200);
    nextMinute();
    expect((await head()).status).toBe(200);
  });
});
