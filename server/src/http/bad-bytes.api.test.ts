import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { signInAdmin } from '../testing/api-kit.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { multipartBody } from '../testing/multipart.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { speechLikeWav } from '../voice/testing/sample-wav.js';

/** Issue 12, finding 3: a NUL byte reached PostgreSQL, answered 500 and put the SQL in the log. */
const NUL = '\u0000';
let t: TestApp;
let user: string;
let admin: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ ADMIN_USERNAME: 'studio-admin', ADMIN_PASSWORD: 'a long admin password' }, undefined, {
    logLines,
  });
  user = await signInCookie(t, 'bytes@example.com');
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });

async function upload(url: string, cookie: string, fields: Record<string, string>, fileField: string, name: string) {
  const body = await multipartBody(fields, { field: fileField, name, type: 'audio/wav', data: speechLikeWav(12) });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...SAME_ORIGIN, ...body.headers, cookie },
    payload: body.payload,
  });
}

describe('control characters are refused with 400 before they reach the database', () => {
  const cases: [string, () => ReturnType<typeof json>][] = [
    [
      'save-script',
      () => json('POST', '/api/save-script', user, { scriptContent: `Hello${NUL}`, messageType: 'on-hold' }),
    ],
    ['library title', () => json('POST', '/api/library', user, { audioId: 'x', title: `Hold${NUL}` })],
    [
      'mix musicTrackId',
      () => json('POST', '/api/mix-audio', user, { voiceAudioId: 'x', musicTrackId: `a${NUL}`, musicVolume: 15 }),
    ],
    [
      'admin login username',
      () => json('POST', '/api/admin/login', undefined, { username: `ad${NUL}min`, password: 'x' }),
    ],
    ['DELETE /api/music-tracks/%00', () => json('DELETE', '/api/music-tracks/%00', admin)],
    ['DELETE /api/scripts/%01', () => json('DELETE', '/api/scripts/a%01', user)],
    [
      'generate-script company',
      () => json('POST', '/api/generate-script', user, { companyName: `A${NUL}`, industry: 'retail' }),
    ],
    [
      'voice upload name',
      () =>
        upload('/api/elevenlabs/upload-voice', user, { consent: 'true', voiceName: `Jo${NUL}` }, 'voiceFile', 'jo.wav'),
    ],
    [
      'voice upload file name',
      () => upload('/api/elevenlabs/upload-voice', user, { consent: 'true' }, 'voiceFile', `jo${NUL}.wav`),
    ],
    [
      'music upload name',
      () => upload('/api/upload-music', admin, { id: 'nul-track', name: `Tune${NUL}` }, 'file', 'tune.mp3'),
    ],
  ];

  it.each(cases)('%s', async (_name, send) => {
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.generic.controlCharacters);
  });

  /** Issue 29: an unpaired surrogate gave 22P02 (jsonb), a TypeError (admin login) or stored U+FFFD. */
  const LONE = '\ud800';
  const surrogates: [string, () => ReturnType<typeof json>][] = [
    [
      'save-script',
      () => json('POST', '/api/save-script', user, { scriptContent: `Hello ${LONE}`, messageType: 'on-hold' }),
    ],
    ['library title', () => json('POST', '/api/library', user, { audioId: 'x', title: `Hold\udfff` })],
    [
      'admin login username',
      () => json('POST', '/api/admin/login', undefined, { username: `ad${LONE}min`, password: 'x' }),
    ],
    ['admin login password', () => json('POST', '/api/admin/login', undefined, { username: 'admin', password: LONE })],
    [
      'synthesis script',
      () =>
        json('POST', '/api/synthesize-voice', user, { script: `Thanks for calling ${LONE}.`, voiceType: 'en-US-ken' }),
    ],
    [
      'draft field (jsonb)',
      () => json('PUT', '/api/draft', user, { step: 1, formData: { companyName: `Acme ${LONE}` }, resultSaved: false }),
    ],
    [
      'profile key products (was stored as U+FFFD)',
      () =>
        json('PUT', '/api/profile', user, {
          companyName: 'Acme Dental',
          companyWebsite: '',
          industry: 'healthcare',
          useCustomSector: false,
          customSector: '',
          keyProducts: `Teeth \udc00`,
          timeZone: 'Europe/Lisbon',
          messageLength: 'short',
          tone: 'calm',
          enableParagraphPauses: false,
          pauseLength: 'long',
        }),
    ],
  ];

  it.each(surrogates)('lone surrogate: %s', async (_name, send) => {
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.generic.controlCharacters);
  });

  it('never logged a query or its parameters', () => {
    const log = logLines.join('\n');
    expect(log).not.toMatch(/\b(insert into|select .* from|delete from)\b/i);
    expect(log).not.toContain('"params"');
    expect(log).not.toContain('"level":50');
  });

  it('keeps tabs and line breaks in a script', async () => {
    const res = await json('POST', '/api/save-script', user, {
      scriptContent: 'Hello,\tcaller.\r\n\r\nThank you.',
      messageType: 'on-hold',
    });
    expect(res.statusCode).toBe(200);
  });
});
