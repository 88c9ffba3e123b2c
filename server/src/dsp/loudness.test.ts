import { describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { loudnessOf } from '../process/line-loss.js';
import { integratedLoudness } from './loudness.js';
import { decodeMono } from '../process/decode.js';
import { speechLikeVoice, toneTrack } from '../testing/mix-test-audio.js';

// The loudness computed here against ffmpeg's ebur128 (which prints one decimal) on the same samples.
const ffmpeg = (await resolveFfmpeg()).path;
const env = { dataDir: '/nonexistent', ffmpegPath: ffmpeg };

function tone(hz: number, dbfs: number, seconds: number, sampleRate: number): Float32Array {
  const amplitude = 10 ** (dbfs / 20);
  return Float32Array.from(
    { length: Math.round(seconds * sampleRate) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / sampleRate),
  );
}

describe('integrated loudness (BS.1770)', () => {
  it('reads a 1 kHz sine at -20 dBFS as -23 LUFS, as the standard defines', () => {
    for (const rate of [44_100, 48_000])
      expect(integratedLoudness(tone(1000, -20, 5, rate), rate)).toBeCloseTo(-23.0, 1);
  });

  it('agrees with ffmpeg within 0.1 LU on speech, music, low and high tones, at 44.1 and 48 kHz', async () => {
    const speech = await decodeMono(
      env,
      { bytes: await speechLikeVoice(ffmpeg, { bursts: 6, burstSeconds: 3, pauseSeconds: 1.5 }) },
      false,
    );
    const music = await decodeMono(env, { bytes: await toneTrack(ffmpeg, 12) }, false);
    const cases: [string, Float32Array, number][] = [
      ['speech', speech.samples, 44_100],
      ['music', music.samples, 44_100],
      ['60 Hz', tone(60, -12, 4, 44_100), 44_100],
      ['8 kHz', tone(8000, -30, 4, 48_000), 48_000],
    ];
    for (const [name, samples, rate] of cases) {
      const reference = await loudnessOf(ffmpeg, samples, rate);
      expect(Math.abs(integratedLoudness(samples, rate) - reference), name).toBeLessThanOrEqual(0.1);
    }
  });

  it('is -Infinity for silence and for audio shorter than one block', () => {
    expect(integratedLoudness(new Float32Array(44_100 * 3), 44_100)).toBe(-Infinity);
    expect(integratedLoudness(tone(1000, -20, 0.3, 44_100), 44_100)).toBe(-Infinity);
  });
});
