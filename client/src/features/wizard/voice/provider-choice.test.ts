import { describe, expect, it } from 'vitest';
import type { ProviderStatus } from '#common/schemas/voices.js';
import { canChoose, providerChoice } from './provider-choice';

const status = (id: ProviderStatus['id'], mode: ProviderStatus['mode']): ProviderStatus => ({
  id,
  mode,
  canClone: false,
  note: '',
});
const noKeys = [status('murf', 'offline'), status('elevenlabs', 'offline')];
const murfKey = [status('murf', 'live'), status('elevenlabs', 'offline')];

describe('providerChoice (issue 47)', () => {
  it("takes the offline voice for Murf without its key, the spec's default included", () => {
    expect(providerChoice('murf', noKeys)).toBe('local');
    expect(canChoose(noKeys[0])).toBe(false);
  });

  it('keeps Murf, the spec default, when its key is set', () => {
    expect(providerChoice('murf', murfKey)).toBe('murf');
    expect(canChoose(murfKey[0])).toBe(true);
  });

  it('keeps ElevenLabs without its key (its upload matches an offline voice) and the offline voice always', () => {
    expect(providerChoice('elevenlabs', noKeys)).toBe('elevenlabs');
    expect(canChoose(noKeys[1])).toBe(true);
    expect(providerChoice('local', murfKey)).toBe('local');
  });

  it('takes the offline voice for a studio the server does not offer, and waits for the list', () => {
    expect(providerChoice('openai', noKeys)).toBe('local');
    expect(providerChoice('openai', [...noKeys, status('openai', 'live')])).toBe('openai');
    expect(providerChoice('murf', undefined)).toBe('murf');
  });
});
