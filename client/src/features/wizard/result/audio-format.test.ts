import { describe, expect, it } from 'vitest';
import { downloadFileName } from './audio-format';

describe('final file naming rule', () => {
  it('names the download after the company', () => {
    expect(downloadFileName('Bright Smile Dental')).toBe('bright-smile-dental-hold-music.mp3');
    expect(downloadFileName("O'Brien & Co.")).toBe('o-brien---co--hold-music.mp3');
  });

  it('says what a message that is not for hold is (issue 47)', () => {
    expect(downloadFileName('Alamo Rooter', 'on-hold-promotions')).toBe('alamo-rooter-hold-music.mp3');
    expect(downloadFileName('Alamo Rooter', 'holiday')).toBe('alamo-rooter-holiday-greeting.mp3');
    expect(downloadFileName('Alamo Rooter', 'voicemail')).toBe('alamo-rooter-voicemail-greeting.mp3');
    expect(downloadFileName('Alamo Rooter', 'after-hours')).toBe('alamo-rooter-after-hours-message.mp3');
  });
});
