import { describe, expect, it } from 'vitest';
import { FAKE_KEY } from '../testing/fake-studio.js';
import { fakeStudioPerFile } from '../testing/fake-studio-per-file.js';
import { readElevenLabsVoices, readMurfVoices } from './account-voices.js';
import { createElevenLabsProvider } from './elevenlabs-provider.js';
import { premadeElevenLabsVoice } from './elevenlabs-voices.js';
import { createMurfProvider, murfVoiceId } from './murf-provider.js';
import { createVoiceDirectory } from './voice-directory.js';

// The account voice lists, read from a loopback server that speaks both services' APIs.
const fake = fakeStudioPerFile();

const options = () => ({ apiKey: FAKE_KEY, baseUrl: fake().url });
const natural = { rate: 0, pitch: 0 };

describe('the live voice list', () => {
  it('ElevenLabs: keeps premade voices the account still has and replaces retired ones by gender and accent', async () => {
    const list = createVoiceDirectory({
      service: 'elevenlabs',
      read: () => readElevenLabsVoices(options()),
      fallback: premadeElevenLabsVoice,
    });
    expect(list.voiceFor('en-GB-hazel')).toBe(premadeElevenLabsVoice('en-GB-hazel')); // before the first read
    await list.refresh();
    expect(fake().requests[0]!.path).toMatch(/^\/v1\/voices/);
    expect(list.voiceFor('en-US-ken')).toBe('pNInz6obpgDQGcFmaJgB'); // Adam is still there
    expect(list.voiceFor('en-GB-hazel')).toBe('alice-gb-f'); // Lily retired: a British woman
    expect(list.voiceFor('en-AU-shane')).toBe('lee-au-m'); // Charlie retired: an Australian man

    const provider = createElevenLabsProvider({ ...options(), voiceFor: list.voiceFor });
    await provider.synthesize('Hello.', { catalogueId: 'en-GB-hazel' }, natural);
    expect(fake().requests.at(-1)!.path).toMatch(/^\/v1\/text-to-speech\/alice-gb-f\?/);
  });

  it('Murf: maps by name, then gender and locale, and sends the mapped id', async () => {
    const list = createVoiceDirectory({
      service: 'murf',
      read: () => readMurfVoices(options()),
      fallback: murfVoiceId,
    });
    await list.refresh();
    expect(list.voiceFor('en-US-ken')).toBe('en-US-ken');
    expect(list.voiceFor('en-GB-hugo')).toBe('en-UK-hugo');
    expect(list.voiceFor('en-GB-hazel')).toBe('en-UK-ruby');
    // No Indian voice in this account: the static id stays, the service decides.
    expect(list.voiceFor('en-IN-isha')).toBe('en-IN-isha');

    const provider = createMurfProvider({ ...options(), voiceFor: list.voiceFor });
    await provider.synthesize('Hello.', { catalogueId: 'en-GB-hazel' }, natural);
    expect(JSON.parse(fake().requests.at(-1)!.body.toString()).voiceId).toBe('en-UK-ruby');
  });

  it('keeps the last good mapping when a later read fails', async () => {
    const list = createVoiceDirectory({
      service: 'murf',
      read: () => readMurfVoices(options()),
      fallback: murfVoiceId,
    });
    await list.refresh();
    fake().mode = 'server-error';
    await list.refresh();
    expect(list.voiceFor('en-GB-hazel')).toBe('en-UK-ruby');
    const unread = createVoiceDirectory({
      service: 'murf',
      read: () => readMurfVoices({ ...options(), apiKey: 'wrong' }),
      fallback: murfVoiceId,
    });
    await unread.refresh();
    expect(unread.voiceFor('en-GB-hazel')).toBe('en-UK-hazel');
  });
});
