import { describe, expect, it } from 'vitest';
import { findOnPath } from '../../../process/find-on-path.js';
import { kokoroSymbols, kokoroTokens, phonemize } from './phonemes.js';

describe("Kokoro's symbols", () => {
  it("maps eSpeak's IPA onto the model's set, as its ports do", () => {
    expect(kokoroSymbols('fˈaɪvhˈʌndɹɪd', 'en-us')).toBe('fˈaɪv hˈʌndɹɪd');
    expect(kokoroSymbols('nˈaɪnti', 'en-us')).toBe('nˈaɪndi');
    expect(kokoroSymbols('nˈaɪnti', 'en-gb')).toBe('nˈaɪnti');
    expect(kokoroSymbols('bˈrɪdʒ lˈɒx', 'en-gb')).toBe('bˈɹɪdʒ lˈɒk');
    // Spanish keeps its trill.
    expect(kokoroSymbols('pˈero', 'es')).toBe('pˈero');
  });

  it('turns phonemes into token ids, leaving out what the model has no token for', () => {
    expect(kokoroTokens('hˈɛloʊ, wˈɜːld!')).toEqual([50, 156, 86, 54, 57, 135, 3, 16, 65, 156, 87, 158, 54, 46, 5]);
    expect(kokoroTokens('a#b')).toEqual([43, 44]);
  });
});

describe.runIf(findOnPath('espeak-ng'))('phonemes from eSpeak NG', () => {
  const espeak = findOnPath('espeak-ng')!;

  it('keeps the punctuation between the stretches it phonemizes', async () => {
    const phonemes = await phonemize(espeak, 'en-us', [{ text: 'Hello, world. Please hold!' }]);
    expect(phonemes).toMatch(/^həlˈoʊ, wˈɜːld\. plˈiːz hˈoʊld!$/);
  });

  it("puts a pronunciation's IPA in its place, without its slashes", async () => {
    const phonemes = await phonemize(espeak, 'en-us', [{ text: 'Call' }, { ipa: '/ˈzaɪloʊ/' }, { text: 'today.' }]);
    expect(phonemes).toBe('kˈɔːl ˈzaɪloʊ tədˈeɪ.');
  });

  it('drops quotes and brackets, which would land on the word before them', async () => {
    const phonemes = await phonemize(espeak, 'en-us', [{ text: 'Ask for "Sam" (our manager).' }]);
    expect(phonemes).not.toMatch(/["()“”]/);
    expect(phonemes.endsWith('.')).toBe(true);
  });

  it('keeps the points of "a.m." and of an address inside their words, where eSpeak reads them', async () => {
    const phonemes = await phonemize(espeak, 'en-us', [{ text: 'Open at eight a.m. daily, see brightsmile.com.' }]);
    expect(phonemes).toContain('ˈeɪt ˌeɪˈɛm. dˈeɪli, ');
    expect(phonemes.endsWith('dˈɑːt kˈɑːm.')).toBe(true);
  });

  it('answers every line, even lines with nothing to say', async () => {
    const phonemes = await phonemize(espeak, 'en-us', [{ text: '... Hello?! , ...' }]);
    expect(phonemes).toContain('həlˈoʊ');
  });
});
