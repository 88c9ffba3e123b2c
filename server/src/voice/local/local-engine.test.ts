import { describe, expect, it } from 'vitest';
import { VOICES } from '../../../../common/voices.js';
import { measurePitch } from '../../audio/measure-pitch.js';
import { durationSeconds } from '../../audio/pcm.js';
import { createLocalProvider } from './local-provider.js';
import { LOCAL_VOICE_TUNING } from './local-voices.js';

const PHRASE = 'Thank you for calling. Your call is important to us, and our team will be with you shortly.';
const RANGES = { male: [85, 160], female: [165, 255] } as const;

/** Two voices of one gender differ when their base voice differs, or pitch and pace together are far apart. */
function apart(a: { pitch: number; seconds: number }, b: { pitch: number; seconds: number }): number {
  return (
    Math.abs(Math.log(a.pitch / b.pitch)) / Math.log(1.12) + Math.abs(Math.log(a.seconds / b.seconds)) / Math.log(1.15)
  );
}

describe('the local engine (Flite WebAssembly)', () => {
  it('renders every catalogue voice as its own, gender-appropriate voice', async () => {
    const provider = createLocalProvider();
    const measured = await Promise.all(
      VOICES.map(async (voice) => {
        const audio = await provider.synthesize(PHRASE, { catalogueId: voice.id }, { rate: 0, pitch: 0 });
        if (audio.kind !== 'pcm') throw new Error('local audio is PCM');
        return { voice, pitch: measurePitch(audio.pcm).medianHz ?? 0, seconds: durationSeconds(audio.pcm) };
      }),
    );
    // Printed so a reader can see the voices differ.
    console.table(
      measured.map((m) => ({
        voice: m.voice.id,
        base: LOCAL_VOICE_TUNING[m.voice.id]!.base,
        medianPitchHz: Math.round(m.pitch),
        seconds: m.seconds.toFixed(2),
      })),
    );

    for (const m of measured) {
      const [min, max] = RANGES[m.voice.gender];
      expect(m.pitch, m.voice.id).toBeGreaterThanOrEqual(min);
      expect(m.pitch, m.voice.id).toBeLessThanOrEqual(max);
      expect(m.seconds, m.voice.id).toBeGreaterThan(3);
    }
    for (const a of measured) {
      for (const b of measured) {
        if (a === b || a.voice.gender !== b.voice.gender) continue;
        if (LOCAL_VOICE_TUNING[a.voice.id]!.base !== LOCAL_VOICE_TUNING[b.voice.id]!.base) continue;
        expect(apart(a, b), `${a.voice.id} vs ${b.voice.id}`).toBeGreaterThanOrEqual(1);
      }
    }
    // Record 072: every two voices of one gender are audibly apart: median pitch at least 6 %
    // apart, or a different base voice (a clearly different timbre).
    for (const [i, a] of measured.entries()) {
      for (const b of measured.slice(i + 1)) {
        if (a.voice.gender !== b.voice.gender) continue;
        const sameTimbre = LOCAL_VOICE_TUNING[a.voice.id]!.base === LOCAL_VOICE_TUNING[b.voice.id]!.base;
        if (!sameTimbre) continue;
        const ratio = Math.max(a.pitch, b.pitch) / Math.min(a.pitch, b.pitch);
        expect(
          ratio,
          `${a.voice.id} (${Math.round(a.pitch)} Hz) vs ${b.voice.id} (${Math.round(b.pitch)} Hz)`,
        ).toBeGreaterThanOrEqual(1.06);
      }
    }
  });

  it('follows rate and pitch settings', async () => {
    const provider = createLocalProvider();
    const render = async (rate: number, pitch: number) => {
      const audio = await provider.synthesize(
        'Good morning and welcome.',
        { catalogueId: 'en-US-ken' },
        { rate, pitch },
      );
      if (audio.kind !== 'pcm') throw new Error('local audio is PCM');
      return { seconds: durationSeconds(audio.pcm), pitch: measurePitch(audio.pcm).medianHz! };
    };
    const [natural, fastHigh] = await Promise.all([render(0, 0), render(40, 40)]);
    expect(fastHigh.seconds).toBeLessThan(natural.seconds * 0.85);
    expect(fastHigh.pitch).toBeGreaterThan(natural.pitch * 1.1);
  });
});
