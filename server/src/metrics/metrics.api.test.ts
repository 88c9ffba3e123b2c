import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesizeVoiceReply } from '#common/schemas/voices.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// GET /metrics over the real app (record 135): off by default, behind its bearer token when on,
// and counting a real job, the speech cache, the engine's speed and the node's refusals.
const TOKEN = 'metrics-token-for-the-api-test-0123456789';
const voiceBody = { script: 'Thank you for calling Harbourview. Your call matters to us.', voiceType: 'en-US-ken' };

/** One sample's value from Prometheus text, or undefined when the series is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = (match[2] ?? '').split(',');
    if (wanted.every((w) => has.includes(w))) return Number(match[3]);
  }
  return undefined;
}

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
const post = (t: TestApp, url: string, payload: object, cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie, ...headers }, payload });

describe('GET /metrics when off', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers 404, token or not', async () => {
    expect((await scrape(t)).statusCode).toBe(404);
    expect((await scrape(t, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });
});

describe('GET /metrics when on', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    cookie = await signInCookie(t, 'operator@harbourview.test');
  });
  afterAll(() => t.close());

  it('answers 401 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, 'Bearer ']) {
      const res = await scrape(t, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('avs_');
    }
  });

  it('counts a message: its job waited and ran, the cache missed then hit, the engine spoke', async () => {
    const before = (await scrape(t, `Bearer ${TOKEN}`)).body;
    const ran = { kind: 'voice', outcome: 'done' };
    const voice = await post(t, '/api/synthesize-voice', voiceBody, cookie);
    expect(voice.statusCode).toBe(200);
    synthesizeVoiceReply.parse(voice.json());
    // The same words and voice again: the speech cache answers.
    expect((await post(t, '/api/synthesize-voice', voiceBody, cookie)).statusCode).toBe(200);

    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    const after = res.body;
    const grew = (name: string, labels: Record<string, string> = {}) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(grew('avs_job_run_seconds_count', ran)).toBe(2);
    expect(sample(after, 'avs_job_run_seconds_sum', ran)).toBeGreaterThan(0);
    expect(grew('avs_job_wait_seconds_count', { kind: 'voice' })).toBe(2);
    expect(grew('avs_speech_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(grew('avs_speech_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    // The offline engine that spoke, in its thread: some seconds per second of speech.
    const spoken = after.split('\n').filter((l) => l.startsWith('avs_speech_real_time_factor_count{'));
    expect(spoken.length, after).toBeGreaterThan(0);
    expect(sample(after, 'avs_jobs', { kind: 'voice', state: 'queued' })).toBe(0);
    expect(sample(after, 'avs_jobs', { kind: 'voice', state: 'running' })).toBe(0);
    // prom-client's process metrics, the event loop's delay among them.
    expect(sample(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /metrics on a web node whose jobs wait for a worker', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    // ROLE=web runs no jobs, and its database is its own: what it queues stays queued.
    t = await createTestApp({ METRICS_TOKEN: TOKEN, ROLE: 'web', QUOTA_RUNNING_PER_USER: '1' });
    cookie = await signInCookie(t, 'queued@harbourview.test');
  });
  afterAll(() => t.close());

  it('shows the queued job from the shared queue, and counts the 429 that refused a second', async () => {
    const before = (await scrape(t, `Bearer ${TOKEN}`)).body;
    const busy = { status: '429', route: '/api/synthesize-voice' };
    const queued = await post(t, '/api/synthesize-voice', voiceBody, cookie, { prefer: 'respond-async' });
    expect(queued.statusCode).toBe(202);
    const refused = await post(t, '/api/synthesize-voice', { ...voiceBody, script: 'Please hold.' }, cookie, {
      prefer: 'respond-async',
    });
    expect(refused.statusCode).toBe(429);

    const after = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(after, 'avs_jobs', { kind: 'voice', state: 'queued' })).toBe(1);
    expect(
      (sample(after, 'avs_http_refusals_total', busy) ?? 0) - (sample(before, 'avs_http_refusals_total', busy) ?? 0),
    ).toBe(1);
  });
});
