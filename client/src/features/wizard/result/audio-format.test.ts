import { describe, expect, it } from 'vitest';
import { downloadFileName, formatDuration, formatFileSize } from './audio-format';

describe('final file display rules', () => {
  it('names the download after the company', () => {
    expect(downloadFileName('Bright Smile Dental')).toBe('bright-smile-dental-hold-music.mp3');
    expect(downloadFileName("O'Brien & Co.")).toBe('o-brien---co--hold-music.mp3');
  });

  it('shows durations as m:ss and sizes in MB or KB', () => {
    expect(formatDuration(42)).toBe('0:42');
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
  });
});
