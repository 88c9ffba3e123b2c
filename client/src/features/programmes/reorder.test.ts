import { describe, expect, it } from 'vitest';
import { moveEntry } from './reorder';

describe('moveEntry', () => {
  it('moves an entry down and up', () => {
    expect(moveEntry(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveEntry(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('changes nothing for a move out of the list or onto itself, and never the list it was given', () => {
    const list = ['a', 'b'];
    expect(moveEntry(list, 0, 2)).toEqual(['a', 'b']);
    expect(moveEntry(list, -1, 0)).toEqual(['a', 'b']);
    expect(moveEntry(list, 1, 1)).toEqual(['a', 'b']);
    expect(moveEntry(list, 1, 0)).toEqual(['b', 'a']);
    expect(list).toEqual(['a', 'b']);
  });
});
