import { describe, expect, it } from 'vitest';
import { measurePitch } from '../../../dsp/measure-pitch.js';
import { durationSeconds } from '../../../dsp/pcm.js';
import { speakScript } from '../../../testing/speak-script.js';
import type { SpeechProvider } from '../../speech-provider.js';
import { createLocalProvider } from '../local-provider.js';
import { installedEngines } from '../offline-engines.js';
import { kokoroTokens, phonemize } from './phonemes.js';

/**
 * The Spanish voices on the real neural model (records 128 and 144), where it is installed; CI sets
 * REQUIRE_NEURAL_VOICES and installs it, so there they always run (neural-voice.test.ts checks the
 * install). No registry package ships a Spanish speech recogniser (Debian's PocketSphinx has US
 * English only; Vosk and Whisper fetch their models at run time), so the words are checked the other
 * way the issue allows: the phonemes eSpeak NG gives for the Spanish words are the phonemes the
 * model is given, every one of them a symbol the model speaks, and the audio is as long as that
 * many syllables take at a calm pace, in a woman's or a man's pitch.
 */
const neural = installedEngines(['kokoro']).kokoro;

/** Numbers, a date, a time, a price, a phone number and an abbreviation, as a Spanish message writes them. */
const SCRIPT = 'Abrimos el lunes 12 de enero a las 9:30 a.m. La consulta cuesta $45.99. Llame al Dr. Ruiz al 201-3344.';
/** What a Spanish speaker says for it, as the voice must be given it. */
const SAID =
  'Abrimos el lunes doce de enero a las nueve y media de la mañana. ' +
  'La consulta cuesta cuarenta y cinco dólares con noventa y nueve centavos. ' +
  'Llame al Doctor Ruiz al dos cero uno, tres tres cuatro cuatro.';

/** Sounds of English that Spanish does not have: none may reach a Spanish voice. */
const ENGLISH_ONLY = /[ɹæʌɪʊəɜɒ]|aɪ|oʊ/u;

describe.runIf(neural)('the Spanish voices on the neural model', () => {
  const local = createLocalProvider(['kokoro']);

  /** The local engine, noting each text it is given: what the model then phonemizes. */
  function listened(): { provider: SpeechProvider; texts: string[] } {
    const texts: string[] = [];
    return {
      texts,
      provider: {
        ...local,
        synthesize: (text, voice, settings, pronunciations) => {
          texts.push(text);
          return local.synthesize(text, voice, settings, pronunciations);
        },
      },
    };
  }

  const say = (provider: SpeechProvider, catalogueId: string, script: string) =>
    speakScript(provider, { catalogueId, language: 'es' }, script);

  it("speaks Lucía and Mateo with Kokoro's Spanish speakers, in Latin American Spanish phonemes", () => {
    expect(local.describeVoice('es-US-lucia')).toMatch(/^kokoro ef_dora es-419 speed /);
    expect(local.describeVoice('es-US-mateo')).toMatch(/^kokoro em_alex es-419 speed /);
  });

  it.each([
    ['es-US-lucia', 165, 400],
    ['es-US-mateo', 70, 150],
  ])('%s says numbers, a date, a time and a price as Spanish words', async (voiceId, lowHz, highHz) => {
    const { provider, texts } = listened();
    const pcm = await say(provider, voiceId, SCRIPT);

    // The words in front of the voice are the Spanish words, with no digit or symbol left (the
    // pieces are spoken longest first, so they are put back in the script's order here).
    const inOrder = texts.sort((a, b) => SAID.indexOf(a) - SAID.indexOf(b));
    expect(inOrder.join(' ')).toBe(SAID);

    // Their phonemes, as the model is given them, are eSpeak NG's for the Spanish words, and in Spanish.
    const espeak = neural!.command!;
    const phonemes = await phonemize(
      espeak,
      'es-419',
      inOrder.map((text) => ({ text })),
    );
    expect(phonemes).toBe(await phonemize(espeak, 'es-419', [{ text: SAID }]));
    expect(phonemes).not.toMatch(ENGLISH_ONLY);
    expect(phonemes).toContain('sentˈaβos'); // "centavos" with an s, the US Spanish way
    // Every phoneme is one the model speaks: none dropped on the way in.
    expect(kokoroTokens(phonemes)).toHaveLength([...phonemes].length);

    // Spoken whole: as long as its syllables take at a calm pace (3 to 7 a second), no word skipped.
    const syllables = phonemes.match(/[aeiou]+/gu)!.length;
    const perSecond = syllables / durationSeconds(pcm);
    expect(perSecond, `${syllables} syllables in ${durationSeconds(pcm)} s`).toBeGreaterThan(3);
    expect(perSecond).toBeLessThan(7);

    // A woman's voice and a man's, each with the moving pitch of speech.
    const pitch = measurePitch(pcm);
    expect(pitch.medianHz).toBeGreaterThan(lowHz);
    expect(pitch.medianHz).toBeLessThan(highHz);
    expect(pitch.movementSemitones).toBeGreaterThanOrEqual(1);
  });
});
