import { describe, expect, it } from 'vitest';
import { downToQuietest, turnDown, voiceLoudness } from './match-loudness.js';
import type { Pcm } from './pcm.js';

const RATE = 24_000;

/** A tone of `hz` at `dbfs` (its peak), 16-bit, as an engine's speech reaches the join. */
function tone(hz: number, dbfs: number, seconds = 3): Pcm {
  const amplitude = 32767 * 10 ** (dbfs / 20);
  const samples = Int16Array.from({ length: seconds * RATE }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / RATE)),
  );
  return { samples, sampleRate: RATE };
}

describe('a bilingual recording’s parts brought to one loudness (record 145)', () => {
  it('turns the louder part down to the quieter one, as the voice’s master measures them', () => {
    // A low sound 6 dB above a higher one in peak is the quieter one through the voice's EQ (its
    // high-pass at 280 Hz), which is how the master will hear them: the higher one is turned down.
    const parts = [tone(200, -6), tone(1000, -12)];
    const down = downToQuietest(parts);
    expect(down[0]).toBe(0);
    expect(down[1]).toBeGreaterThan(0);
    const levelled = parts.map((part, i) => turnDown(part, down[i]!));
    expect(voiceLoudness(levelled[0]!)).toBeCloseTo(voiceLoudness(levelled[1]!), 1);
    // The quieter part is not touched; nothing is raised, so nothing clips.
    expect(levelled[0]).toBe(parts[0]);
  });

  it('leaves a silent part as it is and takes no level from it', () => {
    const silent: Pcm = { samples: new Int16Array(RATE * 2), sampleRate: RATE };
    const parts = [tone(1000, -6), silent, tone(1000, -12)];
    const down = downToQuietest(parts);
    expect(down[1]).toBe(0);
    expect(down[0]).toBeCloseTo(6, 1);
    expect(down[2]).toBe(0);
  });
});
