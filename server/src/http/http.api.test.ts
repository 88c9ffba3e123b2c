import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { SAMPLE_MESSAGES } from '#common/samples.js';
import { SPANISH_VOICES } from '#common/spanish-voices.js';
import { VOICES } from '#common/voices.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { installedEngines } from '../voice/local/offline-engines.js';
import { redactUrl } from './logger.js';
import { SUITE_ENGINES } from '../testing/suite-engines.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok once the offline speech engine has spoken, with the database, ffmpeg and mail in use', async () => {
    await expect.poll(async () => (await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { kind: 'pglite', status: 'ok' },
      speech: { local: 'ready', studios: { murf: 'offline', elevenlabs: 'offline' } },
      mail: 'outbox',
    });
    expect(res.json().ffmpeg.version).toEqual(expect.any(String));
  });

  it('lists the offline engines this node has, and the speaker behind each catalogue voice', async () => {
    const { engines, voices } = (await t.app.inject({ url: '/api/health' })).json().speech;
    expect(engines.flite).toBe('ready');
    // The Spanish voices where Pico's Spanish speaker is here (record 144).
    const spanish = installedEngines(SUITE_ENGINES).pico?.speakers.has('es-ES') ? SPANISH_VOICES.length : 0;
    expect(Object.keys(voices)).toHaveLength(VOICES.length + spanish);
    if (spanish) expect(voices['es-US-lucia']).toMatch(/^pico es-ES /);
    if (installedEngines(SUITE_ENGINES).rhvoice) {
      expect(engines.rhvoice).toBe('ready');
      expect(voices['en-US-ken']).toMatch(/^rhvoice bdl /);
      expect(voices['en-US-terrell']).toMatch(/^flite rms /);
    }
    if (installedEngines(SUITE_ENGINES).pico) expect(voices['en-GB-hazel']).toMatch(/^pico en-GB /);
  });

  it('keeps to Flite when OFFLINE_ENGINES says so, as a machine without the others would', async () => {
    const flite = await createTestApp({ OFFLINE_ENGINES: 'flite' });
    try {
      await expect.poll(async () => (await flite.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const { engines, voices } = (await flite.app.inject({ url: '/api/health' })).json().speech;
      expect(engines).toEqual({
        kokoro: 'not installed',
        rhvoice: 'not installed',
        pico: 'not installed',
        flite: 'ready',
      });
      expect(Object.values(voices).every((v) => String(v).startsWith('flite '))).toBe(true);
    } finally {
      await flite.close();
    }
  });
});

describe('security headers', () => {
  it('sends a content security policy that allows only our own origin', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('unknown addresses', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.generic.notFound, code: 'not_found' });
  });
});

describe('GET /api/sample-messages', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/sample-messages' })).statusCode).toBe(401);
  });
});

describe('request log redaction', () => {
  it('removes login tokens from logged URLs', () => {
    expect(redactUrl('/auth/verify?token=abc123&x=1')).toBe('/auth/verify?token=[redacted]&x=1');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

it('lists the three sample messages of the spec', () => {
  expect(SAMPLE_MESSAGES.map((s) => [s.title, s.messageType, s.industry, s.duration])).toEqual([
    ['Medical Practice', 'on-hold', 'healthcare', '1:45'],
    ['Tech Company', 'on-hold', 'technology', '1:30'],
    ['Restaurant', 'after-hours', 'hospitality', '1:20'],
  ]);
});
