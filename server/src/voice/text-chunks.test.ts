import { describe, expect, it } from 'vitest';
import { chunkParagraph, splitParagraphs } from './text-chunks.js';

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
