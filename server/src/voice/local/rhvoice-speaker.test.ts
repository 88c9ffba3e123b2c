import { describe, expect, it } from 'vitest';
import { measurePitch } from '../../dsp/measure-pitch.js';
import { parseWav } from '../../dsp/pcm.js';
import { descendantsNamed } from '../../testing/server-process.js';
import { speakRhvoice, type RhvoiceCall } from './engine-processes.js';
import { installedEngines } from './offline-engines.js';
import { rhvoiceSpeakerBinary, speakWithSpeaker } from './rhvoice-speaker.js';
import { SUITE_ENGINES } from '../../testing/suite-engines.js';

/**
 * The RHVoice speaker (record 125), the real program against real RHVoice, beside RHVoice-test,
 * which it replaces per piece and which stays the way to speak where it is not compiled.
 */
const rhvoice = installedEngines(SUITE_ENGINES).rhvoice;
const binary = rhvoiceSpeakerBinary();
const speakers = () => descendantsNamed(process.pid, 'rhvoice-speaker');

// CI compiles it (scripts/install-voices.sh, .ci/run): there, a missing speaker fails instead of skipping.
it.runIf(process.env.REQUIRE_OFFLINE_ENGINES)('finds the RHVoice speaker compiled', () => {
  expect(binary, 'server/native/bin/rhvoice-speaker (scripts/install-voices.sh)').not.toBeNull();
});

describe.skipIf(!rhvoice || !binary)('the RHVoice speaker', () => {
  const call = (speaker: string, text: string, ratePercent = 75, pitchPercent = 100): RhvoiceCall => ({
    engine: 'rhvoice',
    command: rhvoice!.command!,
    speaker,
    text,
    ratePercent,
    pitchPercent,
  });
  const pieces = [
    call('slt', 'Thank you for calling Green Valley Insurance. Your call is important to us.'),
    call('bdl', 'One of our team members will be with you in just a moment.', 80, 112),
    call('alan', 'Our friendly agents can help you compare home, car and life insurance.', 70, 90),
    call('clb', 'Please stay on the line.', 133, 100),
  ];

  it('speaks several pieces in a row in one process, each as RHVoice-test says it', async () => {
    for (const piece of pieces) {
      const spoken = (await speakWithSpeaker(binary!, piece))!;
      const reference = parseWav((await speakRhvoice(piece))!);
      expect(spoken.sampleRate, piece.speaker).toBe(reference.sampleRate);
      expect(spoken.samples.length / reference.samples.length, piece.speaker).toBeCloseTo(1, 1);
      const [ours, theirs] = [measurePitch(spoken).medianHz!, measurePitch(reference).medianHz!];
      expect(ours / theirs, piece.speaker).toBeGreaterThan(0.97);
      expect(ours / theirs, piece.speaker).toBeLessThan(1.03);
    }
    expect(await speakers()).toHaveLength(1);
  });

  it('gives no samples for text RHVoice says nothing for, as RHVoice-test writes no file', async () => {
    for (const text of ['é', '']) {
      expect(await speakRhvoice(call('slt', text)), JSON.stringify(text)).toBeNull();
      expect(await speakWithSpeaker(binary!, call('slt', text)), JSON.stringify(text)).toBeNull();
    }
  });

  it('answers an unknown speaker with an error and goes on speaking', async () => {
    await expect(speakWithSpeaker(binary!, call('nobody', 'Hello.'))).rejects.toThrow(/^RHVoice: .*voice profile/);
    expect((await speakWithSpeaker(binary!, pieces[3]!))!.samples.length).toBeGreaterThan(10_000);
  });

  it('replaces a killed speaker, and speaks a piece whose speaker is killed under it', async () => {
    await speakWithSpeaker(binary!, pieces[0]!);
    const [first] = await speakers();
    process.kill(first!, 'SIGKILL');
    const next = await speakWithSpeaker(binary!, pieces[1]!);
    expect(next!.samples.length).toBeGreaterThan(10_000);
    const [second] = await speakers();
    expect(second).not.toBe(first);

    // Killed while it speaks (or just after): the piece is spoken on a fresh one all the same.
    const speaking = speakWithSpeaker(binary!, pieces[2]!);
    process.kill(second!, 'SIGKILL');
    const spoken = await speaking;
    expect(spoken!.samples.length).toBeGreaterThan(10_000);
    const left = await speakers();
    expect(left).toHaveLength(1);
    expect(left[0]).not.toBe(second);
  });
});
