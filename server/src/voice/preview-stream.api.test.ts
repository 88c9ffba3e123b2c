import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { JOB_ID_HEADER, jobStatusReply } from '#common/schemas/jobs.js';
import type { Database } from '../db/client.js';
import { openMemoryDatabase } from '../testing/memory-database.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { installedEngines } from './local/offline-engines.js';

/**
 * Step 3's preview streams (record 130): POST /api/preview-voice answers once the first sound is on
 * its way, its address plays the preview as it is made, and then serves the stored file, the same
 * bytes. Over real HTTP, as a browser's player reads it.
 */
const TEXT =
  'Thank you for calling Bright Smile Dental, where every smile matters. ' +
  'Our team will be with you in just a moment. Please stay on the line.';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

const post = (base: string, cookie: string, body: object) =>
  fetch(`${base}/api/preview-voice`, {
    method: 'POST',
    headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify(body),
  });

// Connections are not kept: a server closing right after a reply was read would wait for them.
const get = (base: string, cookie: string, url: string) =>
  fetch(`${base}${url}`, { headers: { cookie, connection: 'close' } });

async function statusOf(base: string, cookie: string, id: string, waitMs = 0) {
  return jobStatusReply.parse(await (await get(base, cookie, `/api/jobs/${id}?waitMs=${waitMs}`)).json());
}

async function finished(base: string, cookie: string, id: string) {
  for (;;) {
    const status = await statusOf(base, cookie, id, 10_000);
    if (status.state !== 'running' && status.state !== 'queued') return status;
  }
}

/** A test app listening on loopback, and a user signed in to it. */
async function listeningApp(env: Record<string, string>, email: string, options?: Parameters<typeof createTestApp>[2]) {
  const t = await createTestApp(env, undefined, options);
  return { t, base: await listen(t), cookie: await signInCookie(t, email) };
}

/**
 * An ffmpeg whose preview encodes (the only runs given -flush_packets) take two seconds of speech,
 * write their frames and then fail, as an encoder that had to stop mid-way does.
 */
async function encoderThatStops(dir: string) {
  const real = await resolveFfmpeg();
  const file = path.join(dir, 'ffmpeg');
  await fs.writeFile(
    file,
    `#!/bin/sh\ncase "$*" in *-flush_packets*) head -c 96000 | '${real.path}' "$@"; exit 1;; esac\nexec '${real.path}' "$@"\n`,
    { mode: 0o700 },
  );
  return { ...real, path: file };
}

describe('a preview whose encoder stops mid-way (record 158)', () => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-stopping-encoder-'));
    ({ t, base, cookie } = await listeningApp({}, 'stopped@example.com', { ffmpeg: await encoderThatStops(dir) }));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('ends its stream cleanly with what was made, and its address then says the service failed, never 404', async () => {
    // Nine sentences: the rest is still being spoken long after the first sound is answered.
    const res = await post(base, cookie, { text: [TEXT, TEXT, TEXT].join(' '), voiceType: 'en-US-natalie' });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as { url: string };
    const streamed = await get(base, cookie, reply.url);
    expect(streamed.status).toBe(200);
    // Read to its end without an error: the player plays the first seconds and stops.
    const heard = Buffer.from(await streamed.arrayBuffer());
    expect(heard.length).toBeGreaterThan(0);
    const outcome = await finished(base, cookie, res.headers.get(JOB_ID_HEADER)!);
    expect(outcome.state).toBe('failed');
    const again = await get(base, cookie, reply.url);
    expect(again.status).toBe(503);
    expect(await again.json()).toMatchObject({ message: messages.generic.audioServiceDown });
  });
});

describe('a preview on the suite engines', () => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  beforeAll(async () => {
    ({ t, base, cookie } = await listeningApp({}, 'stream@example.com'));
  });
  afterAll(() => t.close());

  it('is stored under its job, and its address serves the same bytes while made and once stored', async () => {
    const res = await post(base, cookie, { text: TEXT, voiceType: 'en-US-ken' });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const id = res.headers.get(JOB_ID_HEADER)!;
    expect(url).toBe(`/api/audio/${id}`);
    const streamed = await get(base, cookie, url);
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-type')).toBe('audio/mpeg');
    const heard = Buffer.from(await streamed.arrayBuffer());
    expect((await finished(base, cookie, id)).state).toBe('done');
    const stored = await get(base, cookie, url);
    expect(stored.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(heard.equals(bytes)).toBe(true);
    // Nobody else hears it, being made or stored.
    const other = await signInCookie(t, 'other@example.com');
    expect((await get(base, other, url)).status).toBe(404);
  });
});

describe('a preview made on another node', () => {
  let database: Database;
  let worker: TestApp;
  let web: TestApp;
  beforeAll(async () => {
    database = await openMemoryDatabase();
    worker = await createTestApp({ ROLE: 'worker' }, database);
    web = await createTestApp({ ROLE: 'web' }, database, { store: worker.deps.store });
  });
  afterAll(async () => {
    await Promise.all([web.close(), worker.close()]);
    await database.close();
  });

  it('is served by the node the player asks once it is stored', async () => {
    const base = await listen(web);
    const cookie = await signInCookie(web, 'cluster@example.com');
    const res = await post(base, cookie, { text: TEXT, voiceType: 'en-US-natalie' });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    // Asked of the web node, which makes nothing: it waits for the worker's file and serves it.
    const played = await get(base, cookie, url);
    expect(played.status).toBe(200);
    expect(played.headers.get('accept-ranges')).toBe('bytes');
    expect((await played.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });
});

const neural = installedEngines(['kokoro']).kokoro;

describe.runIf(neural)('a preview in the neural voice', () => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  beforeAll(async () => {
    ({ t, base, cookie } = await listeningApp({ OFFLINE_ENGINES: 'kokoro,flite' }, 'neural-stream@example.com'));
  });
  afterAll(() => t.close());

  it('answers and starts playing while the rest of it is still being spoken', async () => {
    const res = await post(base, cookie, { text: TEXT, voiceType: 'en-US-natalie' });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as { url: string; provider: string };
    const id = res.headers.get(JOB_ID_HEADER)!;
    // The job still runs (three sentences take seconds), and already carries its answer.
    expect(await statusOf(base, cookie, id)).toMatchObject({ state: 'running', result: reply });
    const streamed = await get(base, cookie, reply.url);
    const reader = streamed.body!.getReader();
    const first = await reader.read();
    expect(first.value!.length).toBeGreaterThan(0);
    expect((await statusOf(base, cookie, id)).state).toBe('running');
    const chunks = [Buffer.from(first.value!)];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(Buffer.from(next.value));
    expect((await finished(base, cookie, id)).state).toBe('done');
    const stored = Buffer.from(await (await get(base, cookie, reply.url)).arrayBuffer());
    expect(Buffer.concat(chunks).equals(stored)).toBe(true);
  });
});
