import { describe, expect, it } from 'vitest';
import { measurePitch } from '../../../dsp/measure-pitch.js';
import { recognise, recogniserInstalled, wordErrorRate } from '../../../testing/recognise-speech.js';
import { speakScript } from '../../../testing/speak-script.js';
import { createLocalProvider } from '../local-provider.js';
import { installedEngines, whyNoNeuralVoice } from '../offline-engines.js';

/**
 * The neural voice on the real model (record 128), where it is installed; CI installs it and sets
 * REQUIRE_NEURAL_VOICES, so there a missing model fails instead of skipping. The model's runtime is
 * native code in processes of their own (record 158), so this file is one of the Node lines' tests
 * (scripts/ci/node-line-tests.txt): the install found, a sentence spoken and heard. What the voice
 * reads, and how the product uses it, is neural-reading.test.ts's, the same on every Node line.
 */
const neural = installedEngines(['kokoro']).kokoro;

it.runIf(process.env.REQUIRE_NEURAL_VOICES)('finds the neural voice installed', () => {
  expect(whyNoNeuralVoice()).toBeNull();
  expect(neural?.speakers.get('af_heart')).toMatch(/^Kokoro-82M v1\.0 [0-9a-f]{12}, af_heart [0-9a-f]{12}$/);
});

describe.runIf(neural)('the neural voice, installed', () => {
  const local = createLocalProvider(['kokoro']);

  it('speaks every catalogue voice with a Kokoro speaker', () => {
    expect(Object.values(local.catalogue).every((voice) => voice.engine === 'kokoro')).toBe(true);
    expect(local.describeVoice('en-US-natalie')).toMatch(/^kokoro af_heart en-us speed /);
  });

  it('says a sentence the recogniser hears, with a moving pitch', async () => {
    expect(await recogniserInstalled(), 'PocketSphinx (pocketsphinx, pocketsphinx-en-us)').toBe(true);
    const script = 'Thank you for calling. Your call is important to us.';
    const pcm = await speakScript(local, { catalogueId: 'en-US-ken' }, script);
    const heard = await recognise(pcm);
    expect(wordErrorRate(script, heard), heard).toBeLessThanOrEqual(0.2);
    expect(measurePitch(pcm).movementSemitones).toBeGreaterThanOrEqual(1);
  });
});
