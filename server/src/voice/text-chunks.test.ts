import { describe, expect, it } from 'vitest';
import { chunkParagraph, firstPhrase, splitParagraphs } from './text-chunks.js';

describe('splitting scripts', () => {
  it('splits paragraphs at blank lines only', () => {
    expect(splitParagraphs('One.\nStill one.\n\n  Two.\r\n\r\nThree.\n\n\n')).toEqual([
      'One. Still one.',
      'Two.',
      'Three.',
    ]);
  });

  it('packs whole sentences into chunks within the limit', () => {
    const paragraph = 'First sentence here. Second one is longer than that! Third? Fourth "quoted." Fifth.';
    const chunks = chunkParagraph(paragraph, 40);
    expect(chunks.every((c) => c.length <= 40)).toBe(true);
    expect(chunks.join(' ')).toBe(paragraph);
    expect(chunks[0]).toBe('First sentence here.');
  });

  it('breaks a sentence longer than the limit at commas, then spaces', () => {
    const sentence = `${'word '.repeat(30).trim()}, and then ${'more '.repeat(30).trim()}.`;
    const chunks = chunkParagraph(sentence, 100);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.length <= 100)).toBe(true);
    expect(chunks.join(' ')).toBe(sentence);
  });
});

describe('firstPhrase (a streamed preview starts with it, record 130)', () => {
  const cut = (text: string) => firstPhrase(text, 40);
  it('keeps a short start whole, and cuts after a sentence or a clause that fits', () => {
    expect(cut('Thank you for calling.')).toEqual({ head: 'Thank you for calling.', rest: '' });
    expect(cut('Thank you for calling. Your call is important to us.')).toEqual({
      head: 'Thank you for calling.',
      rest: 'Your call is important to us.',
    });
    expect(cut('Welcome to Bright Smile Dental, where every smile matters.').head).toBe(
      'Welcome to Bright Smile Dental,',
    );
  });
  it('cuts before a name rather than inside it, else at the last space that fits', () => {
    expect(cut('Thanks so much for calling Harbour View Dental! We are glad you called.')).toEqual({
      head: 'Thanks so much for calling',
      rest: 'Harbour View Dental! We are glad you called.',
    });
    expect(cut('our office hours are monday through friday from nine to five').head).toBe(
      'our office hours are monday through',
    );
  });
});
