import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { brokenFfmpeg } from '../../testing/broken-ffmpeg.js';
import { synthesizedAudio } from '../../testing/audio-fixtures.js';
import { SAME_ORIGIN } from '../../testing/http.js';
import { multipartBody } from '../../testing/multipart.js';
import { signInCookie } from '../../testing/sign-in.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createLocalProvider } from '../local/local-provider.js';
import { renderSpeech } from '../render-speech.js';
import { toneWav } from '../testing/fake-studio.js';
import { SUITE_ENGINES } from '../../testing/suite-engines.js';

/** Issue 12, findings 8 and 9: a sine tone became a "Matched voice"; a broken ffmpeg blamed the user's file. */
async function upload(t: TestApp, cookie: string, data: Buffer, name: string, type: string) {
  const { payload, headers } = await multipartBody({ consent: 'true' }, { field: 'voiceFile', data, name, type });
  return t.app.inject({
    method: 'POST',
    url: '/api/elevenlabs/upload-voice',
    headers: { ...SAME_ORIGIN, ...headers, cookie },
    payload,
  });
}

describe('voice activity in clone samples', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signInCookie(t, 'vad@example.com');
  });
  afterAll(() => t.close());

  it.each([3, 30])('refuses a %i-second sine tone in plain words', async (seconds) => {
    const res = await upload(t, cookie, toneWav([{ seconds, tone: true }]), 'tone.wav', 'audio/wav');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/holds only about 0 seconds of speech\. Please upload a recording of someone/);
  });

  it('refuses noise gated 4 times a second as not a voice, saying what a good sample is (issue 29)', async () => {
    const gated = await synthesizedAudio(
      t.deps.ffmpeg.path,
      "anoisesrc=color=pink:d=20:a=0.3,volume='gt(sin(2*PI*4*t),0)':eval=frame",
    );
    const res = await upload(t, cookie, gated, 'voice.mp3', 'audio/mpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.voice.sampleNotSpeech);
  });

  it('accepts real speech from the offline engine', async () => {
    const script =
      'Thank you for calling Bright Smile Dental, where healthy smiles are our passion. Your call is important ' +
      'to us, and a member of our friendly team will be with you shortly. Did you know we now offer evening ' +
      'and Saturday appointments for busy families?';
    const speech = await renderSpeech(t.deps.ffmpeg.path, {
      provider: createLocalProvider(SUITE_ENGINES),
      voice: { catalogueId: 'en-US-natalie' },
      settings: { rate: 0, pitch: 0 },
      script,
      pauseSeconds: null,
    });
    expect(speech.durationSeconds).toBeGreaterThan(10);
    const res = await upload(t, cookie, speech.audio, 'natalie.mp3', 'audio/mpeg');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'match' });
  });
});

describe('an ffmpeg that cannot encode', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-broken-ffmpeg-'));
    t = await createTestApp({}, undefined, { ffmpeg: await brokenFfmpeg(dir) });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('makes health answer 503 and say so', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', ffmpeg: { status: 'unavailable' } });
  });

  it('does not blame the user for a clone sample it could not read', async () => {
    const cookie = await signInCookie(t, 'blameless@example.com');
    const res = await upload(t, cookie, toneWav([{ seconds: 12, tone: true }]), 'sample.wav', 'audio/wav');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(messages.voice.audioServiceDown);
  });
});
