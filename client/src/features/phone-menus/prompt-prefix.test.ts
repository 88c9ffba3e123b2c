import { describe, expect, it } from 'vitest';
import { PROMPT_PREFIX_PATTERN } from '#common/schemas/phone-menus.js';
import { promptPrefixOf } from './prompt-prefix';

describe('promptPrefixOf', () => {
  it('lower-cases a name and joins its words with underscores', () => {
    expect(promptPrefixOf('Bright Smile Dental')).toBe('bright_smile_dental');
    expect(promptPrefixOf('  Acme & Sons, Ltd.  ')).toBe('acme_sons_ltd');
  });

  it('drops accents rather than the letters that carry them', () => {
    expect(promptPrefixOf('Café Ñandú')).toBe('cafe_nandu');
  });

  it('starts with a letter, as Genesys and Connect names must', () => {
    expect(promptPrefixOf('3 Bears Bakery')).toBe('menu_3_bears_bakery');
    expect(promptPrefixOf('***')).toBe('menu');
    expect(promptPrefixOf('')).toBe('menu');
  });

  it('keeps to 40 characters without ending on an underscore', () => {
    const prefix = promptPrefixOf('The Very Long Name Of A Business That Goes On And On');
    expect(prefix).toBe('the_very_long_name_of_a_business_that_go');
    expect(prefix.length).toBeLessThanOrEqual(40);
    expect(promptPrefixOf('abcdefghij abcdefghij abcdefghij abcdefg hij')).toBe(
      'abcdefghij_abcdefghij_abcdefghij_abcdefg',
    );
    expect(promptPrefixOf('abcdefghij abcdefghij abcdefghij abcdef  ghij')).toBe(
      'abcdefghij_abcdefghij_abcdefghij_abcdef',
    );
  });

  it('always gives what the contract takes', () => {
    for (const name of ['Ünïcode Ümlauts', '123', '__x__', 'A', '日本語の会社'])
      expect(promptPrefixOf(name)).toMatch(PROMPT_PREFIX_PATTERN);
  });
});
