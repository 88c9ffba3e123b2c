import { describe, expect, it } from 'vitest';
import { VOICES } from '#common/voices.js';
import { measurePitch } from '../../dsp/measure-pitch.js';
import { durationSeconds } from '../../dsp/pcm.js';
import { createLocalProvider, type LocalProvider } from './local-provider.js';
import { installedEngines } from './offline-engines.js';
import { SUITE_ENGINES } from '../../testing/suite-engines.js';

const PHRASE = 'Thank you for calling. Your call is important to us, and our team will be with you shortly.';
const RANGES = { male: [85, 160], female: [165, 255] } as const;

/** Two voices of one gender differ when their base voice differs, or pitch and pace together are far apart. */
function apart(a: { pitch: number; seconds: number }, b: { pitch: number; seconds: number }): number {
  return (
    Math.abs(Math.log(a.pitch / b.pitch)) / Math.log(1.12) + Math.abs(Math.log(a.seconds / b.seconds)) / Math.log(1.15)
  );
}

/** The engine and speaker behind a voice ("rhvoice slt", "flite rms"): one timbre. */
const speakerOf = (provider: LocalProvider, id: string) => {
  const voice = provider.catalogue[id]!;
  return voice.engine === 'flite' ? `flite ${voice.tuning.base}` : `${voice.engine} ${voice.speaker}`;
};

// Flite alone is the catalogue of a bare machine; the installed engines are what CI installs (.ci/run).
const catalogues = [
  { name: 'Flite alone', provider: createLocalProvider(['flite']) },
  ...(installedEngines(SUITE_ENGINES).rhvoice
    ? [{ name: 'RHVoice, Pico and Flite', provider: createLocalProvider(SUITE_ENGINES) }]
    : []),
];

describe.each(catalogues)('the offline catalogue on $name', ({ provider }) => {
  it('renders every catalogue voice as its own, gender-appropriate voice', async () => {
    const measured = await Promise.all(
      VOICES.map(async (voice) => {
        const audio = await provider.synthesize(PHRASE, { catalogueId: voice.id }, { rate: 0, pitch: 0 });
        if (audio.kind !== 'pcm') throw new Error('local audio is PCM');
        const speaker = speakerOf(provider, voice.id);
        return { voice, speaker, pitch: measurePitch(audio.pcm).medianHz ?? 0, seconds: durationSeconds(audio.pcm) };
      }),
    );
    // Printed so a reader can see the voices differ.
    console.table(
      measured.map((m) => ({
        voice: m.voice.id,
        speaker: m.speaker,
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
    // Record 072: every two voices of one gender on one speaker are audibly apart: median pitch at
    // least 6 % apart, and pitch and pace together far apart. Different speakers differ in timbre.
    for (const [i, a] of measured.entries()) {
      for (const b of measured.slice(i + 1)) {
        if (a.voice.gender !== b.voice.gender || a.speaker !== b.speaker) continue;
        const label = `${a.voice.id} (${Math.round(a.pitch)} Hz) vs ${b.voice.id} (${Math.round(b.pitch)} Hz)`;
        expect(Math.max(a.pitch, b.pitch) / Math.min(a.pitch, b.pitch), label).toBeGreaterThanOrEqual(1.06);
        expect(apart(a, b), label).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('follows rate and pitch settings', async () => {
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
