import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { speechText } from '#common/speech/speak-text.js';
import { speakSpanishText } from '#common/speech/spanish/speak-text.js';
import { countWords } from '#common/script-stats.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { WORD_RANGES } from './composer/length-control.js';
import { startFakeLlmServer, type FakeLlmServer } from './testing/fake-llm-server.js';
import { FULL_FIELDS } from './testing/script-fixtures.js';
import { signInCookie as signedInCookie } from '../testing/sign-in.js';

let t: TestApp;
let owner: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInCookie(t, 'owner@brightsmile.test');
  other = await signedInCookie(t, 'other@brightsmile.test');
});
afterAll(() => t.close());

const as = (cookie: string) => ({ ...SAME_ORIGIN, cookie });
const generate = (payload: unknown, cookie = owner) =>
  t.app.inject({ method: 'POST', url: '/api/generate-script', headers: as(cookie), payload: payload as object });
const save = (payload: unknown, cookie = owner) =>
  t.app.inject({ method: 'POST', url: '/api/save-script', headers: as(cookie), payload: payload as object });
const list = (type: string, query = '', cookie = owner) =>
  t.app.inject({ method: 'GET', url: `/api/scripts/${type}${query}`, headers: as(cookie) });
const remove = (id: string, cookie = owner) =>
  t.app.inject({ method: 'DELETE', url: `/api/scripts/${id}`, headers: as(cookie) });

describe('POST /api/generate-script', () => {
  it('writes a speech-ready script in the length range, with word count and duration (record 054)', async () => {
    const res = await generate({
      ...FULL_FIELDS,
      messageType: 'after-hours',
      messageLength: 'medium',
      pauseLength: 'long',
      enableParagraphPauses: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, source: 'composer' });
    expect(body.notice).toBeUndefined();
    expect(body.wordCount).toBe(countWords(body.script));
    expect(body.wordCount).toBeGreaterThanOrEqual(WORD_RANGES.medium.min);
    expect(body.wordCount).toBeLessThanOrEqual(WORD_RANGES.medium.max);
    const gaps = body.script.split('\n\n').length - 1;
    // The estimate counts what the voice says ("8:30am" is "eight thirty a.m."), record 095.
    expect(body.estimatedDuration).toBeCloseTo((countWords(speechText(body.script)) / 140) * 60 + gaps * 1.75, 0);
    // The script stays readable for the editor; the speech path words it later.
    expect(body.script).toContain('Monday to Friday 8:30am-5pm');
  });

  it('gives a new variant each time', async () => {
    const scripts = await Promise.all(
      [1, 2, 3, 4].map(async () => (await generate({ ...FULL_FIELDS, messageType: 'on-hold' })).json().script),
    );
    expect(new Set(scripts).size).toBeGreaterThan(1);
  });

  it('writes a Spanish script for language "es", with its Spanish estimate, and refuses another language (issue 39, record 143)', async () => {
    const res = await generate({ ...FULL_FIELDS, language: 'es', messageType: 'after-hours', messageLength: 'short' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.script).toMatch(/está cerrada|fuera de nuestro horario|ya cerramos/);
    expect(body.script).toContain('de lunes a viernes, de 8 y media de la mañana a 5 de la tarde');
    expect(body.script).not.toMatch(/\b(?:thank|calling|please|hours)\b/i);
    expect(body.wordCount).toBeGreaterThanOrEqual(WORD_RANGES.short.min);
    expect(body.wordCount).toBeLessThanOrEqual(WORD_RANGES.short.max);
    const gaps = body.script.split('\n\n').length - 1;
    expect(body.estimatedDuration).toBeCloseTo((countWords(speakSpanishText(body.script)) / 140) * 60 + gaps * 1, 0);
    // English stays the default: the after-hours script always carries the hours, in English words
    // (its greeting and closing lines vary from one variant to the next).
    const english = (await generate({ ...FULL_FIELDS, messageType: 'after-hours' })).json().script;
    expect(english).toContain('Monday to Friday 8:30am-5pm');
    expect(english).not.toMatch(/\b(?:lunes|horario|gracias)\b/i);
    const french = await generate({ ...FULL_FIELDS, language: 'fr' });
    expect(french.statusCode).toBe(400);
  });

  it('needs a company name and an industry or sector, in the spec words', async () => {
    for (const payload of [
      { industry: 'retail' },
      { companyName: '  ', industry: 'retail' },
      { companyName: 'Acme' },
      { companyName: 'Acme', industry: '', customSector: '   ' },
    ]) {
      const res = await generate(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: messages.scripts.generationInputRequired,
        code: 'validation',
      });
    }
  });

  it('reads an empty industry with a custom sector as other, and refuses unknown values', async () => {
    const ok = await generate({ companyName: 'Paws', industry: '', customSector: 'Veterinary care' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().script).toContain('veterinary care');
    expect((await generate({ companyName: 'Acme', industry: 'mining' })).statusCode).toBe(400);
    expect((await generate({ companyName: 'Acme', industry: 'retail', messageType: 'fax' })).statusCode).toBe(400);
    expect((await generate({ companyName: 'Acme', industry: 'retail', tone: 'grumpy' })).statusCode).toBe(400);
    expect((await generate({ companyName: 'Acme', industry: 'retail', attendants: { '11': 'x' } })).statusCode).toBe(
      400,
    );
  });

  it('refuses over-long fields and a website that is not an address, in the words the form uses (record 094)', async () => {
    const base = { companyName: 'Acme', industry: 'retail' };
    for (const [payload, message] of [
      [{ ...base, companyName: 'A'.repeat(121) }, 'Company name must be 120 characters or fewer'],
      [{ ...base, keyProducts: 'x'.repeat(501) }, 'Key products or services must be 500 characters or fewer'],
      [{ ...base, companyWebsite: `${'a'.repeat(197)}.com` }, 'Website must be 200 characters or fewer'],
      [{ ...base, companyWebsite: 'not a url at all' }, messages.business.websiteInvalid],
      [{ ...base, businessHours: '9'.repeat(201) }, 'Business hours must be 200 characters or fewer'],
      [{ ...base, attendants: { '1': 's'.repeat(81) } }, 'Each keypad option must be 80 characters or fewer'],
      [{ ...base, companyName: '😀😀' }, messages.business.companyNameNoLetters],
    ] as const) {
      const res = await generate(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('keeps emoji out of the script and a period-ending name to one full stop', async () => {
    const res = await generate({
      companyName: 'Bright Smile 😁 Co.',
      industry: 'healthcare',
      companyWebsite: 'brightsmile.com',
    });
    expect(res.statusCode).toBe(200);
    const { script } = res.json();
    expect(script).toContain('Bright Smile Co.');
    expect(script).not.toMatch(/😁|Co\.\./);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-script',
      headers: SAME_ORIGIN,
      payload: { companyName: 'Acme', industry: 'retail' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('saved scripts', () => {
  it('saves a script with its word count and duration, and lists it', async () => {
    const res = await save({
      scriptContent: '  Hello there.\n\nThanks for calling.  ',
      messageType: 'voicemail',
      pauseLength: 'short',
    });
    expect(res.statusCode).toBe(200);
    const { script } = res.json();
    expect(script).toMatchObject({
      messageType: 'voicemail',
      content: 'Hello there.\n\nThanks for calling.',
      wordCount: 5,
      estimatedDuration: 2.6,
    });
    expect(script.createdAt).toBe(t.clock.now().toISOString());
    // A Spanish script's estimate counts the Spanish words said: "Llame al cinco cinco cinco, cero uno cero cero."
    const spanish = await save({ scriptContent: 'Llame al 555 0100.', messageType: 'on-hold', language: 'es' });
    expect(spanish.json().script.estimatedDuration).toBeCloseTo((9 / 140) * 60, 1);
    await remove(spanish.json().script.id);
    const listed = await list('voicemail');
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json().scripts).toEqual([script]);
  });

  it('refuses empty or overlong scripts and unknown types', async () => {
    expect((await save({ scriptContent: '   ', messageType: 'holiday' })).json()).toEqual({
      success: false,
      message: messages.scripts.contentRequired,
      code: 'validation',
    });
    expect((await save({ messageType: 'holiday' })).json().message).toBe(messages.scripts.contentRequired);
    expect((await save({ scriptContent: 'x'.repeat(5001), messageType: 'holiday' })).json().message).toBe(
      messages.scripts.contentTooLong,
    );
    expect((await save({ scriptContent: 'Hi', messageType: 'fax' })).statusCode).toBe(400);
    expect((await list('fax')).statusCode).toBe(400);
  });

  it('lists at most 5, newest first, of the type asked for', async () => {
    for (let i = 1; i <= 7; i++) {
      t.clock.advance(1_000);
      await save({ scriptContent: `Holiday script number ${i}.`, messageType: 'holiday' });
    }
    await save({ scriptContent: 'An on-hold script.', messageType: 'on-hold' });
    const scripts = (await list('holiday')).json().scripts;
    expect(scripts).toHaveLength(LIMITS.savedScriptsKept);
    expect(scripts.map((s: { content: string }) => s.content)).toEqual(
      [7, 6, 5, 4, 3].map((i) => `Holiday script number ${i}.`),
    );
  });

  it('lists only today, in the time zone the client sends (UTC when absent or unknown)', async () => {
    const tz = await createTestApp();
    try {
      const cookie = await signedInCookie(tz, 'tz@brightsmile.test');
      const at = (iso: string) => tz.clock.advance(new Date(iso).getTime() - tz.clock.now().getTime());
      const saveAt = async (iso: string, content: string) => {
        at(iso);
        await tz.app.inject({
          method: 'POST',
          url: '/api/save-script',
          headers: as(cookie),
          payload: { scriptContent: content, messageType: 'on-hold' },
        });
      };
      // 12:00 UTC is 23:00 in Sydney and 04:00 in Los Angeles, both on the 21st; 22:30 UTC is 09:30 on the 22nd in
      // Sydney and 14:30 on the 21st in Los Angeles.
      await saveAt('2026-11-21T12:00:00Z', 'early on the twenty-first (UTC)');
      await saveAt('2026-11-21T22:30:00Z', 'late on the twenty-first (UTC)');
      at('2026-11-21T23:00:00Z');
      const contents = async (query: string) =>
        (await tz.app.inject({ method: 'GET', url: `/api/scripts/on-hold${query}`, headers: as(cookie) }))
          .json()
          .scripts.map((s: { content: string }) => s.content);
      expect(await contents('')).toEqual(['late on the twenty-first (UTC)', 'early on the twenty-first (UTC)']);
      expect(await contents('?tz=Not%2FA_Zone')).toEqual(await contents(''));
      expect(await contents('?tz=Australia%2FSydney')).toEqual(['late on the twenty-first (UTC)']);
      expect(await contents('?tz=America%2FLos_Angeles')).toEqual([
        'late on the twenty-first (UTC)',
        'early on the twenty-first (UTC)',
      ]);
      at('2026-11-22T09:00:00Z');
      expect(await contents('?tz=America%2FLos_Angeles')).toEqual([]);
    } finally {
      await tz.close();
    }
  });

  it("keeps users apart: nobody lists or deletes another user's scripts", async () => {
    const mine = (await save({ scriptContent: 'Only mine.', messageType: 'custom' })).json().script;
    expect((await list('custom', '', other)).json().scripts).toEqual([]);
    const refused = await remove(mine.id, other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ success: false, message: messages.scripts.scriptNotFound, code: 'not_found' });
    expect((await list('custom')).json().scripts).toHaveLength(1);
  });

  it('deletes a script, and answers 404 for unknown or malformed ids', async () => {
    const mine = (await save({ scriptContent: 'Delete me.', messageType: 'intro-greeting' })).json().script;
    const res = await remove(mine.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.scripts.deletedTitle });
    expect((await list('intro-greeting')).json().scripts).toEqual([]);
    expect((await remove(mine.id)).statusCode).toBe(404);
    expect((await remove('not-a-uuid')).statusCode).toBe(404);
  });

  it('needs a signed-in user on every route', async () => {
    const anonymous = [
      t.app.inject({ method: 'GET', url: '/api/scripts/on-hold' }),
      t.app.inject({
        method: 'POST',
        url: '/api/save-script',
        headers: SAME_ORIGIN,
        payload: { scriptContent: 'x', messageType: 'on-hold' },
      }),
      t.app.inject({
        method: 'DELETE',
        url: '/api/scripts/00000000-0000-4000-8000-000000000000',
        headers: SAME_ORIGIN,
      }),
    ];
    for (const res of await Promise.all(anonymous)) expect(res.statusCode).toBe(401);
  });
});

describe('with an LLM configured (a chat-completions server on loopback)', () => {
  let llm: FakeLlmServer;
  let withLlm: TestApp;
  let cookie: string;
  beforeAll(async () => {
    llm = await startFakeLlmServer();
    withLlm = await createTestApp({ LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'local-test' });
    cookie = await signedInCookie(withLlm, 'llm@brightsmile.test');
  });
  afterAll(async () => {
    await withLlm.close();
    await llm.close();
  });
  const body = { companyName: 'Acme Tools', industry: 'retail', messageLength: 'short' };

  it('returns the LLM script', async () => {
    const script =
      'Thank you for calling Acme Tools, your local hardware store.\n\nOur retail team can help you find the right tool for every job, from hammers to power drills, and we are always happy to share a tip or two.\n\nPlease stay on the line, and we will be with you shortly.';
    llm.answer({ kind: 'script', script });
    const res = await withLlm.app.inject({
      method: 'POST',
      url: '/api/generate-script',
      headers: as(cookie),
      payload: body,
    });
    expect(res.json()).toMatchObject({ success: true, source: 'llm', script });
    expect(res.json().notice).toBeUndefined();
  });

  it('falls back to the composer with a notice when the LLM fails', async () => {
    llm.answer({ kind: 'status', status: 500 });
    const res = await withLlm.app.inject({
      method: 'POST',
      url: '/api/generate-script',
      headers: as(cookie),
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, source: 'composer', notice: messages.scripts.llmFallback });
    expect(res.json().script).toContain('Acme Tools');
  });
});
