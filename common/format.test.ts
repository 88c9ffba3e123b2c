import { describe, expect, it } from 'vitest';
import { formatDuration, formatFileSize } from './format';

describe('durations and sizes as they read on screen', () => {
  it('shows durations as m:ss and sizes in MB or KB', () => {
    expect(formatDuration(42)).toBe('0:42');
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(-1)).toBe('0:00');
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});
