import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatFileSize, formatTime } from './format';

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

describe('dates in the one US style (record 136)', () => {
  const midnightInLondon = '2026-12-24T00:00:00Z';

  it('reads a moment with its weekday, day and 12-hour time, plain spaces only', () => {
    expect(formatDateTime(midnightInLondon, 'Europe/London')).toBe('Thu, Dec 24, 2026, 12:00 AM');
    expect(formatDateTime(new Date('2026-12-25T12:05:00Z'), 'UTC')).toBe('Fri, Dec 25, 2026, 12:05 PM');
    expect(formatDate(midnightInLondon, 'UTC')).toBe('Thu, Dec 24, 2026');
    expect(formatTime(midnightInLondon, 'UTC')).toBe('12:00 AM');
    expect(formatDateTime(midnightInLondon, 'UTC')).not.toMatch(/[\u202f\u00a0]/);
  });

  it('reads the day and time on the given zone’s clocks, which can be another day than UTC', () => {
    // 10:30 UTC is already tomorrow on Kiritimati (UTC+14) and still yesterday in Pago Pago (UTC-11).
    const at = '2026-11-28T10:30:00Z';
    expect(formatDateTime(at, 'Pacific/Kiritimati')).toBe('Sun, Nov 29, 2026, 12:30 AM');
    expect(formatDateTime(at, 'Pacific/Pago_Pago')).toBe('Fri, Nov 27, 2026, 11:30 PM');
    expect(formatDate(at, 'America/New_York')).toBe('Sat, Nov 28, 2026');
    expect(formatTime(at, 'Asia/Kolkata')).toBe('4:00 PM');
  });
});
