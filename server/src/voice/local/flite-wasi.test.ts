import { describe, expect, it } from 'vitest';
import { runFliteWasi } from './flite-wasi.mjs';

// Each thread reuses one Flite instance, put back as new before every call (flite-wasi.mjs): no
// call may hear anything of the one before it, however long it was, whichever voice it used.
describe('Flite reused from call to call', () => {
  it('speaks a sentence the same after any other call as it did first', async () => {
    const sentence = ['-voice', 'slt', '-t', 'Thank you for calling Bright Smile Dental.'];
    const first = Buffer.from(await runFliteWasi(sentence));
    const others = [
      ['-voice', 'rms', '--setf', 'duration_stretch=1.3', '-t', 'A much longer paragraph. '.repeat(40)],
      ['-voice', 'kal16', '-t', 'Hi.'],
      ['-voice', 'awb', '--setf', 'int_f0_target_mean=140', '-t', 'Supercalifragilistic, one two three.'],
    ];
    for (const args of others) {
      await runFliteWasi(args);
      expect(Buffer.compare(Buffer.from(await runFliteWasi(sentence)), first)).toBe(0);
    }
    expect(first.toString('ascii', 0, 4)).toBe('RIFF');
    expect(first.length).toBeGreaterThan(44 + 16_000); // more than half a second of 16 kHz 16-bit speech
  });
});
