import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bandShares, findSilences, formatShares, measureLoudness, probeFormat, rmsLevel } from '../process/measure.js';
import { formatDuration } from '#common/format.js';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { measureLineLoss } from '../process/line-loss.js';
import { VANISHING_SHARE } from './phone-line-warning.js';
import {
  BUILT_IN_LOUDNESS_LUFS,
  BUILT_IN_MUSIC_CHOICES,
  BUILT_IN_TRACKS,
  builtInTrackPath,
} from './built-in-tracks.js';

// The spec's catalogue (§3): ids and durations in seconds.
const SPEC_DURATIONS = {
  'corporate-upbeat': 85,
  'soft-jazz': 102,
  'acoustic-ambient': 75,
  'light-pop': 90,
  'relaxed-corporate': 80,
  none: 0,
};

describe('built-in music catalogue', () => {
  it('lists the five tracks and no music, with the spec durations', () => {
    expect(Object.fromEntries(BUILT_IN_MUSIC_CHOICES.map((t) => [t.id, t.durationInSeconds]))).toEqual(SPEC_DURATIONS);
    for (const choice of BUILT_IN_MUSIC_CHOICES) {
      expect(choice.name).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(choice.description.length).toBeGreaterThan(20);
      expect(choice.duration).toBe(formatDuration(choice.durationInSeconds));
    }
  });

  it('formats durations as minutes and seconds', () => {
    expect(formatDuration(85)).toBe('1:25');
    expect(formatDuration(102)).toBe('1:42');
    expect(formatDuration(0)).toBe('0:00');
  });

  it('finds the file of a built-in track only', () => {
    expect(builtInTrackPath('soft-jazz')).toMatch(/assets\/music\/soft-jazz\.mp3$/);
    expect(builtInTrackPath('none')).toBeUndefined();
    expect(builtInTrackPath('../secrets')).toBeUndefined();
  });
});

// Measured with ffmpeg alone, so the bundled static ffmpeg is enough on a fresh machine.
describe.each(BUILT_IN_TRACKS.map((t) => [t.id, t] as const))('built-in track %s', (id, track) => {
  const file = builtInTrackPath(id)!;
  const input = ['-i', file];
  let ffmpeg: string;

  beforeAll(async () => {
    ffmpeg = (await resolveFfmpeg(process.env.FFMPEG_PATH)).path;
  });

  it('is a stereo 128 kb/s 44.1 kHz MP3 of the catalogue duration', async () => {
    expect(fs.existsSync(file), `${file} (render with scripts/render-music.ts)`).toBe(true);
    expect(fs.statSync(file).size).toBeLessThan(2_000_000);
    const format = await probeFormat(ffmpeg, file);
    expect(format).toMatchObject({ codec: 'mp3', sampleRate: 44100, channels: 2, bitrateKbps: 128 });
    expect(Math.abs(format.durationSeconds - track.durationInSeconds)).toBeLessThan(0.5);
    const decoded = await rmsLevel(ffmpeg, input);
    expect(Math.abs(decoded.samples / 44100 - track.durationInSeconds)).toBeLessThan(0.5);
  });

  it('is mastered to the common loudness with headroom, and never drops out', async () => {
    const [loudness, silences, shares] = await Promise.all([
      measureLoudness(ffmpeg, input),
      findSilences(ffmpeg, input, -45, 1.5),
      bandShares(ffmpeg, input),
    ]);
    console.log(
      `${id}: ${loudness.integratedLufs} LUFS, true peak ${loudness.truePeakDbtp} dBTP, ` +
        `LRA ${loudness.rangeLu} LU; energy ${formatShares(shares)}`,
    );
    expect(Math.abs(loudness.integratedLufs - BUILT_IN_LOUDNESS_LUFS)).toBeLessThanOrEqual(1);
    expect(loudness.truePeakDbtp).toBeLessThan(-1);
    expect(silences).toEqual([]);
    // Music on hold sits under a voice: the 1-4 kHz speech band gets a modest share. (Mastered for
    // the telephone band, with the bass that used to hold 40-75 % of the energy taken down, the
    // shares of everything above it grew: the bar was 15 % before issue 10.)
    expect(shares['1-4 kHz']).toBeLessThan(0.2);
    // ...and most of its energy where a phone line carries it.
    expect(shares['<250 Hz']).toBeLessThan(0.3);
  });

  it('is mastered for the telephone band: it loses at most 2.5 LU on a G.711 line, like the voice', async () => {
    const loss = await measureLineLoss(ffmpeg, { file });
    console.log(`${id} on a landline: ${loss.fileLufs} -> ${loss.lineLufs} LUFS, loss ${loss.lossLu.toFixed(1)} LU`);
    expect(loss.lossLu).toBeLessThanOrEqual(2.5);
    expect(loss.lostShare).toBeLessThan(VANISHING_SHARE);
  });
});
