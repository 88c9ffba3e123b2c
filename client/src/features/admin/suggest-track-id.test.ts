import { describe, expect, it } from 'vitest';
import { TRACK_ID_PATTERN } from '#common/schemas/music.js';
import { suggestTrackId } from './suggest-track-id';

describe('suggestTrackId', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(suggestTrackId('Calm Piano 2')).toBe('calm-piano-2');
    expect(suggestTrackId('  Soft   Jazz -- Late Night!  ')).toBe('soft-jazz-late-night');
  });

  it('keeps accented letters as plain ones', () => {
    expect(suggestTrackId('Café Jazz — Évening Mix')).toBe('cafe-jazz-evening-mix');
  });

  it('always gives an id the server accepts, or nothing', () => {
    for (const name of ['Ünïcödé & Co.', 'A'.repeat(80) + ' b', '日本の歌', '---']) {
      const id = suggestTrackId(name);
      expect(id === '' || (TRACK_ID_PATTERN.test(id) && id.length <= 60 && !id.endsWith('-'))).toBe(true);
    }
    expect(suggestTrackId('日本の歌')).toBe('');
  });
});
