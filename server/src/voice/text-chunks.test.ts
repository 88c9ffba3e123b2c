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

  it('keeps "a.m." and "p.m." inside their sentence', () => {
    expect(chunkParagraph('We open at eight a.m. and close at five p.m. See you soon.', 50)).toEqual([
      'We open at eight a.m. and close at five p.m.',
      'See you soon.',
    ]);
  });

  it('packs to a target below the limit, cutting long sentences after their clauses (record 132)', () => {
    const paragraph =
      'Thank you for calling Bright Smile Dental, where healthy smiles are our passion. Your call is important to us, ' +
      'and a member of our friendly team will be with you shortly. Ask about our gentle whitening treatments and our ' +
      'new patient welcome package. Thank you, and goodbye.';
    expect(chunkParagraph(paragraph, 120, 60)).toEqual([
      'Thank you for calling Bright Smile Dental,',
      'where healthy smiles are our passion.',
      'Your call is important to us,',
      'and a member of our friendly team will be with you shortly.',
      // No clause to cut at: whole, within the limit.
      'Ask about our gentle whitening treatments and our new patient welcome package.',
      // "Thank you," alone would be too short a piece.
      'Thank you, and goodbye.',
    ]);
    // A phone number's grouping comma leaves too little after it to cut there.
    expect(
      chunkParagraph('For emergencies after hours, please call five five five, zero one zero zero.', 120, 60),
    ).toEqual(['For emergencies after hours,', 'please call five five five, zero one zero zero.']);
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
