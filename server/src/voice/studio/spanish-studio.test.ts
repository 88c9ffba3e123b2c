import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { resolveFfmpeg } from '../../process/ffmpeg-binary.js';
import { api } from '../../testing/api-kit.js';
import { signInCookie } from '../../testing/sign-in.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { renderSpeech, type RenderRequest } from '../render-speech.js';
import { cacheKey } from '../speech-cache.js';
import type { SpeechProvider, VoiceRef } from '../speech-provider.js';
import { FAKE_KEY } from '../testing/fake-studio.js';
import { fakeStudioPerFile } from '../testing/fake-studio-per-file.js';
import { createElevenLabsProvider } from './elevenlabs-provider.js';
import { mapCatalogue } from './map-catalogue.js';
import { createMurfProvider, murfVoiceId } from './murf-provider.js';

/**
 * The studios in Spanish (record 144): Murf with its Spanish voices and `multiNativeLocale`,
 * ElevenLabs with its multilingual model. Coded against their published APIs and tested only
 * against the loopback server that speaks them (testing/fake-studio.ts); no test calls a service.
 */
const fake = fakeStudioPerFile();
let ffmpeg: string;
beforeAll(async () => {
  ffmpeg = (await resolveFfmpeg()).path;
});

const murf = () => createMurfProvider({ apiKey: FAKE_KEY, baseUrl: fake().url });
const eleven = () => createElevenLabsProvider({ apiKey: FAKE_KEY, baseUrl: fake().url });
const lucia: VoiceRef = { catalogueId: 'es-US-lucia', language: 'es' };
const PRICE = 'La consulta cuesta $45.99.';
const PRICE_SAID = 'La consulta cuesta cuarenta y cinco dólares con noventa y nueve centavos.';

const request = (provider: SpeechProvider, voice: VoiceRef, script = PRICE): RenderRequest => ({
  provider,
  voice,
  settings: { rate: 0, pitch: 0 },
  script,
  pauseSeconds: null,
});
const sentBody = () => JSON.parse(fake().requests.at(-1)!.body.toString()) as Record<string, unknown>;

describe('Murf in Spanish', () => {
  it("asks a Spanish voice for Spanish words, in the voice's Spanish locale", async () => {
    await renderSpeech(ffmpeg, request(murf(), lucia));
    expect(sentBody()).toMatchObject({ voiceId: 'es-MX-valeria', multiNativeLocale: 'es-MX', text: PRICE_SAID });
    expect(murfVoiceId('es-US-mateo')).toBe('es-MX-carlos');
  });

  it('sends no locale for an English message, which stays as it was', async () => {
    await renderSpeech(ffmpeg, request(murf(), { catalogueId: 'en-US-ken' }, 'It costs $45.99.'));
    const body = sentBody();
    expect(body.multiNativeLocale).toBeUndefined();
    expect(body.text).toBe('It costs forty-five dollars and ninety-nine cents.');
  });

  it("maps a Spanish slot onto the account's own Spanish voice of its gender", () => {
    const mapping = mapCatalogue(
      [
        { id: 'es-ES-elvira', name: 'Elvira', gender: 'female', accent: 'es-US' },
        { id: 'en-US-ken', name: 'Ken', gender: 'male', accent: 'en-US' },
      ],
      murfVoiceId,
    );
    expect(mapping.find((m) => m.catalogueId === 'es-US-lucia')).toMatchObject({
      voiceId: 'es-ES-elvira',
      how: 'gender-accent',
    });
    // No Spanish man in the account: the slot keeps its static voice, never an English one.
    expect(mapping.find((m) => m.catalogueId === 'es-US-mateo')).toMatchObject({ voiceId: 'es-MX-carlos' });
  });
});

describe('ElevenLabs in Spanish', () => {
  it('speaks Spanish words on the multilingual model, with a Spanish slot or a clone', async () => {
    await renderSpeech(ffmpeg, request(eleven(), lucia));
    expect(fake().requests.at(-1)!.path).toMatch(/^\/v1\/text-to-speech\/XrExE9yKIg1WjnnlVkGX\?/);
    expect(sentBody()).toMatchObject({ text: PRICE_SAID, model_id: 'eleven_multilingual_v2' });

    await renderSpeech(ffmpeg, request(eleven(), { catalogueId: 'en-US-ken', externalId: 'my-clone', language: 'es' }));
    expect(fake().requests.at(-1)!.path).toMatch(/^\/v1\/text-to-speech\/my-clone\?/);
    expect(sentBody().text).toBe(PRICE_SAID);
  });
});

describe('the speech cache and the language', () => {
  it('keeps a Spanish render apart, and an English key as it was', () => {
    const english = cacheKey(request(murf(), { catalogueId: 'en-US-ken' }));
    expect(cacheKey(request(murf(), { catalogueId: 'en-US-ken', language: undefined }))).toBe(english);
    const clone = { catalogueId: 'en-US-ken', externalId: 'my-clone' };
    expect(cacheKey(request(eleven(), { ...clone, language: 'es' }))).not.toBe(cacheKey(request(eleven(), clone)));
  });
});

describe('a studio key on a node with no Spanish speaker of its own', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp({ OFFLINE_ENGINES: 'rhvoice,flite', MURF_API_KEY: FAKE_KEY, MURF_API_URL: fake().url });
    owner = await signInCookie(t, 'estudio@example.com');
  });
  afterAll(() => t.close());

  it('offers the Spanish voices, speaks them on Murf, and refuses them offline', async () => {
    const { voices } = (await api(t, 'GET', '/api/voices', owner)).json<{ voices: { id: string }[] }>();
    expect(voices.map((v) => v.id)).toContain('es-US-mateo');

    const body = { script: PRICE, voiceType: 'es-US-mateo', language: 'es', voiceProvider: 'murf' };
    const spoken = await api(t, 'POST', '/api/synthesize-voice', owner, body);
    expect(spoken.statusCode).toBe(200);
    expect(spoken.json().provider).toBe('murf');
    const generate = fake()
      .requests.filter((r) => r.path === '/v1/speech/generate')
      .at(-1)!;
    expect(JSON.parse(generate.body.toString())).toMatchObject({ voiceId: 'es-MX-carlos', text: PRICE_SAID });

    const offline = await api(t, 'POST', '/api/synthesize-voice', owner, { ...body, useLocalEngine: true });
    expect(offline.statusCode).toBe(400);
    expect(offline.json().message).toBe(messages.voice.noSpanishVoice);
  });
});
