import { describe, expect, it } from 'vitest';
import { programmeFit } from './programme-fit';

describe('programmeFit', () => {
  it('fits a four-minute programme on a system without limits, against the 10 minutes', () => {
    const fit = programmeFit([25, 25, 25, 25, 25, 25], 12, '3cx');
    expect(fit.seconds).toBeCloseTo(0.5 + 150 + 72, 5);
    expect(fit.fits).toBe(true);
    expect(fit.limitSeconds).toBe(600);
    expect(fit.advice).toBeNull();
    expect(fit.summary).toBe('3:43 of 10:00, the 10 minutes a programme can run.');
  });

  it('holds RingCentral to 5 minutes and says how much shorter the music must be', () => {
    const fit = programmeFit([30, 30, 30, 30, 30, 30, 30], 20, 'ringcentral');
    expect(fit.fits).toBe(false);
    expect(fit.limitSeconds).toBe(300);
    // (300 - 0.5 - 210) / 7 = 12.8: 12 seconds fits.
    expect(fit.advice).toBe('To fit, shorten the music between messages to 12 seconds or less, or remove a message.');
  });

  it('asks for fewer messages when even the shortest music does not fit (Avaya IP Office, 90 s)', () => {
    const fit = programmeFit([25, 25, 25], 12, 'avaya');
    expect(fit.fits).toBe(false);
    expect(fit.limitSeconds).toBe(90);
    // 0.5 + 75 + 15 = 90.5: over by a second at 5 s of music.
    expect(fit.advice).toBe('To fit, remove messages worth about 0:01 and use 5 seconds of music between messages.');
  });

  it('turns Teams’ 5 MB into seconds of its 64 kb/s MP3 and shows the size', () => {
    const fit = programmeFit([30], 12, 'teams');
    expect(fit.limitSeconds).toBe(600); // 5 MB is 655 s at 8,000 bytes a second: the 10 minutes bind first
    expect(fit.summary).toContain('of 5.0 MB');
  });
});
