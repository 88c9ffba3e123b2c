import { describe, expect, it } from 'vitest';
import { entriesUsed, formsUsed, substitute } from './lexicon.js';

const acme = { term: 'Acme', sayAs: 'Ack-mee' };
const acmeCloud = { term: 'Acme Cloud', sayAs: 'Ack-mee Cloud service' };
const gif = { term: 'gif', sayAs: 'jif' };
const us = { term: 'US', sayAs: 'United States' };

describe('pronunciation entries', () => {
  it('replace whole words only, never inside a longer word', () => {
    expect(substitute('Call Acme, not Acmeville or NewAcme.', [acme])).toBe('Call Ack-mee, not Acmeville or NewAcme.');
    expect(substitute('Acme-branded (Acme)', [acme])).toBe('Ack-mee-branded (Ack-mee)');
  });

  it('match lower-case terms in any case, and terms with capitals only as written', () => {
    expect(substitute('A gif, a GIF, a Gif.', [gif])).toBe('A jif, a jif, a jif.');
    expect(substitute('Ship to the US, not to us.', [us])).toBe('Ship to the United States, not to us.');
    expect(substitute('acme', [acme])).toBe('acme');
  });

  it('prefer the longer phrase, across any spacing', () => {
    expect(substitute('Try Acme  Cloud today. Acme thanks you.', [acme, acmeCloud])).toBe(
      'Try Ack-mee Cloud service today. Ack-mee thanks you.',
    );
  });

  it('list the entries and forms a text uses', () => {
    expect(entriesUsed('The GIF of Acme', [acme, gif, us])).toEqual([acme, gif]);
    expect([...formsUsed('The GIF and the gif', [gif]).keys()]).toEqual(['GIF', 'gif']);
  });
});
