import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { multipartBody } from '../testing/multipart.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** Issue 12, findings 1 and 10: one request made hours of audio; long scripts got misleading messages. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInCookie(t, 'limits@example.com');
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie }, payload });
const synthesize = (script: string, extra: object = {}) =>
  post('/api/synthesize-voice', { script, voiceType: 'en-US-ken', ...extra });

describe('POST /api/synthesize-voice refuses runaway audio before any work', () => {
  it('refuses more than 5,000 characters, saying so (not "Script content is required")', async () => {
    for (const script of ['a\n\n'.repeat(6666), 'Hello there. '.repeat(400).slice(0, 5001)]) {
      const res = await synthesize(script);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.voice.scriptTooLong);
    }
  });

  it('refuses a script whose audio would run past 10 minutes, symbols and pauses included', async () => {
    for (const [script, extra] of [
      ['$'.repeat(5000), {}],
      ['a\n\n'.repeat(1666), { pauseLength: 'long' }],
      // Issue 29: single letters and their pauses, which an offline voice reads for over 11 minutes.
      ['w... '.repeat(350), {}],
      ['A; B; C; D; E; F; G; H; I; J; '.repeat(60), {}],
    ] as const) {
      const res = await synthesize(script, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/minutes of audio\. A message can be at most 10 minutes long/);
    }
    // Nothing was rendered or stored.
    expect(await t.deps.database.db.query.audioFiles.findMany()).toEqual([]);
  });

  it('caps the preview text at 5,000 characters too', async () => {
    const res = await post('/api/preview-voice', { text: 'a'.repeat(5001), voiceType: 'en-US-ken' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.voice.scriptTooLong);
  });
});

describe('text an offline voice has no words for (issue 29)', () => {
  it('refuses a script of only lone accented or Greek letters in words, and speaks one that has words besides', async () => {
    for (const script of ['é è ê ë à', 'α β γ δ ε']) {
      const res = await synthesize(script);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.voice.nothingToSay);
    }
    const res = await synthesize('Call Zoë today.\n\nα β γ δ ε\n\nThank you.');
    expect(res.statusCode).toBe(200);
    expect(res.json().durationSeconds).toBeGreaterThan(1);
  });
});

describe('plain messages for wrong input (finding 10)', () => {
  it('names an unknown industry instead of "Invalid input"', async () => {
    const res = await post('/api/generate-script', { companyName: 'Acme', industry: 'space-mining' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.business.industryUnknown);
  });
});

describe('upload size messages (finding 10)', () => {
  it('says the file is too large in the product words, whichever field carried it', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    for (const field of ['voiceFile', 'extra']) {
      const { payload, headers } = await multipartBody(
        { consent: 'true' },
        { field, data: big, name: 'big.wav', type: 'audio/wav' },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/elevenlabs/upload-voice',
        headers: { ...SAME_ORIGIN, ...headers, cookie },
        payload: Readable.from([payload]),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(messages.voice.fileTooLarge);
      expect(res.body).not.toContain('request file too large');
    }
  });
});
