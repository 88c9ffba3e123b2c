import { describe, expect, it } from 'vitest';
import { downloadFileName } from './audio-format';

describe('final file naming rule', () => {
  it('names the download after the company', () => {
    expect(downloadFileName('Bright Smile Dental')).toBe('bright-smile-dental-hold-music.mp3');
    expect(downloadFileName("O'Brien & Co.")).toBe('o-brien---co--hold-music.mp3');
  });
});
