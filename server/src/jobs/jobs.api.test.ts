import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { JOB_ID_HEADER, jobStatusReply } from '#common/schemas/jobs.js';
import { mixAudioReply } from '#common/schemas/mix.js';
import { synthesizeVoiceReply } from '#common/schemas/voices.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { waitFor } from '../testing/wait-for.js';

// The job-backed routes over the real app: the spec's shapes when waiting, 202 and a job to follow on request.
let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signInCookie(t, 'alice@example.com');
  bob = await signInCookie(t, 'bob@example.com');
});
afterAll(() => t.close());

const voiceBody = { script: 'Thank you for calling. Your call is important to us.', voiceType: 'en-US-ken' };

function post(url: string, payload: object, cookie: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie, ...headers }, payload });
}
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('voice and mix as jobs', () => {
  it('answers the spec shapes while the route waits for its job, and names the job in a header', async () => {
    const voice = await post('/api/synthesize-voice', voiceBody, alice);
    expect(voice.statusCode).toBe(200);
    expect(synthesizeVoiceReply.strict().parse(voice.json())).toMatchObject({ provider: 'local' });
    expect(voice.headers[JOB_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);

    const mix = await post(
      '/api/mix-audio',
      { voiceAudioId: voice.json<{ audioId: string }>().audioId, musicTrackId: 'soft-jazz', musicVolume: 15 },
      alice,
    );
    expect(mix.statusCode).toBe(200);
    expect(mixAudioReply.strict().parse(mix.json()).url).toMatch(/^\/api\/audio\/[0-9a-f-]{36}$/);
    const job = await get(`/api/jobs/${String(mix.headers[JOB_ID_HEADER])}`, alice);
    expect(jobStatusReply.parse(job.json())).toMatchObject({ kind: 'mix', state: 'done', result: mix.json() });
  });

  it('with Prefer: respond-async answers 202 with the job, which GET /api/jobs/:id follows to the same reply', async () => {
    const started = await post('/api/synthesize-voice', { ...voiceBody, script: 'Please hold.' }, alice, {
      prefer: 'respond-async',
    });
    expect(started.statusCode).toBe(202);
    const job = jobStatusReply.parse(started.json());
    expect(job).toMatchObject({ kind: 'voice' });
    expect(['queued', 'running', 'done']).toContain(job.state);
    expect(started.headers.location).toBe(`/api/jobs/${job.id}`);

    let status = job;
    while (status.state !== 'done' && status.state !== 'failed')
      status = jobStatusReply.parse((await get(`/api/jobs/${job.id}?waitMs=5000`, alice)).json());
    expect(status.state).toBe('done');
    expect(synthesizeVoiceReply.strict().parse(status.result)).toMatchObject({ provider: 'local' });
  });

  it("reports a failed job with the message the call gives, and keeps each user's jobs their own", async () => {
    const started = await post(
      '/api/mix-audio',
      { voiceAudioId: '00000000-0000-4000-8000-000000000000', musicTrackId: 'soft-jazz', musicVolume: 15 },
      alice,
      { prefer: 'respond-async' },
    );
    const id = jobStatusReply.parse(started.json()).id;
    const failed = jobStatusReply.parse((await get(`/api/jobs/${id}?waitMs=10000`, alice)).json());
    expect(failed).toMatchObject({ state: 'failed', error: { status: 404, message: messages.mix.voiceNotFound } });

    expect((await get(`/api/jobs/${id}`, bob)).json()).toMatchObject({ message: messages.jobs.notFound });
    expect((await get(`/api/jobs/${id}`, bob)).statusCode).toBe(404);
    expect((await get(`/api/jobs/${id}`)).statusCode).toBe(401);
    expect((await get('/api/jobs/not-a-job', alice)).statusCode).toBe(400);
  });
});

describe('a mix made ahead (step 4), and cancelling it', () => {
  it("POST /api/mix-audio/speculative always answers 202 with a mix job; DELETE /api/jobs/:id cancels only its owner's unfinished job", async () => {
    const voice = await post('/api/synthesize-voice', { ...voiceBody, script: 'Mixed ahead.' }, alice);
    const body = {
      voiceAudioId: voice.json<{ audioId: string }>().audioId,
      musicTrackId: 'soft-jazz',
      musicVolume: 20,
    };
    const started = await post('/api/mix-audio/speculative', body, alice);
    expect(started.statusCode).toBe(202);
    const job = jobStatusReply.parse(started.json());
    expect(job.kind).toBe('speculative-mix');
    expect(started.headers[JOB_ID_HEADER]).toBe(job.id);

    const del = (id: string, cookie?: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/jobs/${id}`,
        headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
      });
    expect((await del(job.id, bob)).statusCode).toBe(404);
    expect((await del(job.id)).statusCode).toBe(401);
    const cancelled = await del(job.id, alice);
    expect(cancelled.statusCode).toBe(200);
    const state = jobStatusReply.parse(cancelled.json()).state;
    // Cancelled if the worker had not finished it yet; a finished mix is left as it was.
    expect(['cancelled', 'done']).toContain(state);
    if (state === 'cancelled')
      expect(cancelled.json()).toMatchObject({
        error: { status: 409, code: 'cancelled', message: messages.jobs.cancelled },
      });

    // The same choice made ahead again is a new job, which runs to the mix Continue would make.
    const again = jobStatusReply.parse((await post('/api/mix-audio/speculative', body, alice)).json());
    let status = again;
    while (status.state === 'queued' || status.state === 'running')
      status = jobStatusReply.parse((await get(`/api/jobs/${again.id}?waitMs=5000`, alice)).json());
    expect(mixAudioReply.strict().parse(status.result).url).toMatch(/^\/api\/audio\//);
    expect(jobStatusReply.parse((await del(again.id, alice)).json()).state).toBe('done');
  });
});

describe('a voice made ahead (step 3, record 129)', () => {
  const follow = async (id: string) => {
    let status = jobStatusReply.parse((await get(`/api/jobs/${id}`, alice)).json());
    while (status.state === 'queued' || status.state === 'running')
      status = jobStatusReply.parse((await get(`/api/jobs/${id}?waitMs=5000`, alice)).json());
    return status;
  };

  it('POST /api/synthesize-voice/speculative always answers 202 with a voice job, which runs to the voice step 4 would make', async () => {
    const started = await post('/api/synthesize-voice/speculative', { ...voiceBody, script: 'Recorded ahead.' }, alice);
    expect(started.statusCode).toBe(202);
    const job = jobStatusReply.parse(started.json());
    expect(job.kind).toBe('speculative-voice');
    expect(started.headers[JOB_ID_HEADER]).toBe(job.id);
    const done = await follow(job.id);
    expect(synthesizeVoiceReply.strict().parse(done.result)).toMatchObject({ provider: 'local' });
  });

  it('refuses what POST /api/synthesize-voice refuses, in the same words, before any job', async () => {
    for (const body of [
      { script: '', voiceType: 'en-US-ken' },
      { script: 'Hello there.' },
      { script: 'Hello there. '.repeat(400).slice(0, 5001), voiceType: 'en-US-ken' },
      { script: '$'.repeat(5000), voiceType: 'en-US-ken' },
      { script: 'Hello there.', voiceType: 'en-US-ken', pauseLength: 'forever' },
    ]) {
      const asked = await post('/api/synthesize-voice', body, alice);
      const ahead = await post('/api/synthesize-voice/speculative', body, alice);
      expect(asked.statusCode).toBe(400);
      expect([ahead.statusCode, ahead.json()]).toEqual([asked.statusCode, asked.json()]);
    }
  });
});

describe('previews and work made ahead, queued behind other work (record 102)', () => {
  let web: TestApp;
  beforeAll(async () => {
    // No worker on this node: what is queued stays queued, so places in the queue can be read.
    web = await createTestApp({ ROLE: 'web' });
  });
  afterAll(() => web.close());
  const send = (method: 'POST' | 'GET' | 'DELETE', url: string, cookie: string, payload?: object) =>
    web.app.inject({ method, url, payload, headers: { ...SAME_ORIGIN, cookie, prefer: 'respond-async' } });

  it('puts a preview ahead of the mixes and voices asked for, with its place in the queue, and cancels it', async () => {
    const busy = await signInCookie(web, 'busy@example.com');
    const other = await signInCookie(web, 'other@example.com');
    const me = await signInCookie(web, 'me@example.com');
    for (const script of ['A long message.', 'Another long message.'])
      expect((await send('POST', '/api/synthesize-voice', busy, { ...voiceBody, script })).statusCode).toBe(202);
    const ahead = await send('POST', '/api/preview-voice', other, { text: 'Hello.', voiceType: 'en-US-ken' });
    expect(ahead.statusCode).toBe(202);

    const mine = await send('POST', '/api/preview-voice', me, { text: 'Hello there.', voiceType: 'en-US-hazel' });
    expect(mine.statusCode).toBe(202);
    // Behind the other user's preview, ahead of the two voices queued before it.
    expect(jobStatusReply.parse(mine.json())).toMatchObject({ kind: 'voice-preview', state: 'queued', position: 1 });
    const cancelled = await send('DELETE', `/api/jobs/${mine.json<{ id: string }>().id}`, me);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', error: { code: 'cancelled' } });
  });

  it("makes a mix ahead after what users asked for, and Continue's mix joins it and raises it", async () => {
    const me = await signInCookie(web, 'ahead@example.com');
    const body = { voiceAudioId: '00000000-0000-4000-8000-000000000000', musicTrackId: 'soft-jazz', musicVolume: 20 };
    const ahead = jobStatusReply.parse((await send('POST', '/api/mix-audio/speculative', me, body)).json());
    const asked = await send('POST', '/api/synthesize-voice', me, { ...voiceBody, script: 'Asked for after.' });
    expect(jobStatusReply.parse((await send('GET', `/api/jobs/${ahead.id}`, me)).json()).position).toBeGreaterThan(
      jobStatusReply.parse(asked.json()).position,
    );
    const continued = await send('POST', '/api/mix-audio', me, body);
    expect(continued.headers[JOB_ID_HEADER]).toBe(ahead.id);
    const raised = jobStatusReply.parse((await send('GET', `/api/jobs/${ahead.id}`, me)).json());
    const askedNow = jobStatusReply.parse(
      (await send('GET', `/api/jobs/${asked.json<{ id: string }>().id}`, me)).json(),
    );
    // Now as asked-for as the voice, and queued before it.
    expect(raised.position).toBeLessThan(askedNow.position);
    // A newer choice made ahead supersedes an older one only while nobody asked for it: this one stays.
    await send('POST', '/api/mix-audio/speculative', me, { ...body, musicVolume: 30 });
    expect(jobStatusReply.parse((await send('GET', `/api/jobs/${ahead.id}`, me)).json()).state).toBe('queued');
  });

  it("records a voice ahead after what users asked for; a newer script supersedes it, and step 4's voice joins it and raises it", async () => {
    const me = await signInCookie(web, 'voice-ahead@example.com');
    const statusOf = async (id: string) => jobStatusReply.parse((await send('GET', `/api/jobs/${id}`, me)).json());
    const script = (text: string) => ({ ...voiceBody, script: text });
    const older = jobStatusReply.parse(
      (await send('POST', '/api/synthesize-voice/speculative', me, script('Still being written.'))).json(),
    );
    expect(older).toMatchObject({ kind: 'speculative-voice', state: 'queued' });
    const ahead = jobStatusReply.parse(
      (await send('POST', '/api/synthesize-voice/speculative', me, script('Written and still.'))).json(),
    );
    expect(await statusOf(older.id)).toMatchObject({ state: 'cancelled', error: { code: 'cancelled' } });

    const asked = await send('POST', '/api/synthesize-voice', me, script('Asked for after.'));
    expect((await statusOf(ahead.id)).position).toBeGreaterThan(jobStatusReply.parse(asked.json()).position);
    const continued = await send('POST', '/api/synthesize-voice', me, script('Written and still.'));
    expect(continued.headers[JOB_ID_HEADER]).toBe(ahead.id);
    // Now as asked-for as the other voice, and queued before it.
    expect((await statusOf(ahead.id)).position).toBeLessThan(
      (await statusOf(asked.json<{ id: string }>().id)).position,
    );
    // Two voices under way fill the cap, yet a voice made ahead takes no place under it; and it
    // supersedes an older one only while nobody asked for it: the joined one stays.
    const newer = await send('POST', '/api/synthesize-voice/speculative', me, script('Edited once more.'));
    expect(newer.statusCode).toBe(202);
    expect((await statusOf(ahead.id)).state).toBe('queued');
  });
});

describe('ROLE=worker', () => {
  it('answers the health check only', async () => {
    const worker = await createTestApp({ ROLE: 'worker', WORKER_CONCURRENCY: '1' });
    try {
      // 503 'starting' until the offline speech engine has spoken its first phrase, then 200.
      await waitFor(
        async () => expect((await worker.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200),
        200,
      );
      expect((await worker.app.inject({ method: 'GET', url: '/api/voices' })).statusCode).toBe(404);
    } finally {
      await worker.close();
    }
  });
});
