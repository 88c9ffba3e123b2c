import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { durationSeconds, parseWav } from '../dsp/pcm.js';
import { audioFiles } from '../db/schema.js';
import { api } from '../testing/api-kit.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { installedEngines } from './local/offline-engines.js';

/**
 * A Spanish message and its voice (issue 39, record 144) through the routes, on the suite's fast
 * engines: there Pico's Spanish speaker says the Spanish voices (the neural voice's own test,
 * local/neural/spanish-voice.test.ts, hears Kokoro's). A message and its voice must share their
 * language, and a node with no Spanish speaker refuses a Spanish message in words.
 */
const picoSpeaksSpanish = Boolean(installedEngines(['pico']).pico?.speakers.has('es-ES'));

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInCookie(t, 'spanish@example.com');
});
afterAll(() => t.close());

const synthesize = (body: Record<string, unknown>, app = t, cookie = owner) =>
  api(app, 'POST', '/api/synthesize-voice', cookie, body);

interface ListedVoice {
  id: string;
  language: string;
  accent: string;
  gender: string;
  previewUrl: string;
}

describe('the message and its voice share a language', () => {
  it('refuses an English voice for a Spanish message, and a Spanish voice for an English one', async () => {
    const spanishInEnglish = await synthesize({
      script: 'Gracias por llamar.',
      voiceType: 'en-US-ken',
      language: 'es',
    });
    expect(spanishInEnglish.statusCode).toBe(400);
    expect(spanishInEnglish.json().message).toBe(messages.voice.spanishVoiceRequired);

    // English is the default language: a Spanish voice is refused for it, whether said or not.
    for (const language of [undefined, 'en']) {
      const res = await synthesize({ script: 'Thank you for calling.', voiceType: 'es-US-lucia', language });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.voice.englishVoiceRequired);
    }
    const preview = await api(t, 'POST', '/api/preview-voice', owner, {
      text: 'Gracias por llamar.',
      voiceType: 'en-US-natalie',
      language: 'es',
    });
    expect(preview.json().message).toBe(messages.voice.spanishVoiceRequired);
  });

  it('refuses a language that is neither English nor Spanish', async () => {
    const res = await synthesize({ script: 'Merci.', voiceType: 'en-US-ken', language: 'fr' });
    expect(res.statusCode).toBe(400);
  });
});

describe.runIf(picoSpeaksSpanish)("a node with Pico's Spanish speaker", () => {
  it('lists the Spanish voices after the twelve, each with its language and a preview in Spanish', async () => {
    const { voices } = (await api(t, 'GET', '/api/voices', owner)).json<{ voices: ListedVoice[] }>();
    expect(voices.slice(0, 12).every((v) => v.language === 'en' && v.accent.startsWith('en-'))).toBe(true);
    expect(voices.slice(12)).toEqual([
      expect.objectContaining({ id: 'es-US-lucia', language: 'es', accent: 'es-US', gender: 'female' }),
      expect.objectContaining({ id: 'es-US-mateo', language: 'es', accent: 'es-US', gender: 'male' }),
    ]);
    const preview = await t.app.inject({ url: voices[12]!.previewUrl, headers: { cookie: owner } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('audio/mpeg');
  });

  it('speaks a Spanish message with a Spanish speaker, never an English one', async () => {
    const script = 'Gracias por llamar.\n\nLa consulta cuesta $45.99 y abrimos a las 9:30 a.m.';
    const res = await synthesize({ script, voiceType: 'es-US-mateo', language: 'es' });
    expect(res.statusCode).toBe(200);
    const { audioId, provider } = res.json();
    expect(provider).toBe('local');
    const [row] = await t.deps.database.db.select().from(audioFiles).where(eq(audioFiles.id, audioId));
    expect(row!.speaker).toMatch(/^local: pico es-ES pitch 0\.72 /);
    // The numbers were read as Spanish words: far longer than the script's few digits would take.
    const wav = parseWav((await t.app.inject({ url: `/api/audio/${audioId}`, headers: { cookie: owner } })).rawPayload);
    expect(durationSeconds(wav)).toBeGreaterThan(6);
  });
});

describe('a node with no Spanish speaker', () => {
  let bare: TestApp;
  let user: string;
  beforeAll(async () => {
    bare = await createTestApp({ OFFLINE_ENGINES: 'rhvoice,flite' });
    user = await signInCookie(bare, 'bare@example.com');
  });
  afterAll(() => bare.close());

  it('lists no Spanish voice and refuses a Spanish message in words, never speaking it in English', async () => {
    const { voices } = (await api(bare, 'GET', '/api/voices', user)).json<{ voices: ListedVoice[] }>();
    expect(voices).toHaveLength(12);
    expect(voices.some((v) => v.language === 'es')).toBe(false);

    const res = await synthesize(
      { script: 'Gracias por llamar.', voiceType: 'es-US-lucia', language: 'es' },
      bare,
      user,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.voice.noSpanishVoice);
    const preview = await bare.app.inject({ url: '/static/voice-previews/es-US-lucia.mp3', headers: { cookie: user } });
    expect(preview.statusCode).toBe(404);
  });
});
