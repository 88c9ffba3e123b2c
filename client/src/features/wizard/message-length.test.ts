import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACK_ID, NO_MUSIC_TRACK_ID } from '#common/constants.js';
import { messageLengthText } from './message-length';

describe("step 3's message length (record 137)", () => {
  it('counts the default track until step 4, and says the music is in it', () => {
    expect(messageLengthText(45, { messageType: 'on-hold', selectedTrackId: DEFAULT_TRACK_ID })).toBe(
      'about 51 seconds with the music',
    );
  });

  it('a voicemail greeting gains less than a second of music', () => {
    expect(messageLengthText(20, { messageType: 'voicemail', selectedTrackId: 'soft-jazz' })).toBe(
      'about 21 seconds with the music',
    );
  });

  it('with No Music it is the voice alone, and says nothing of music', () => {
    expect(messageLengthText(45, { messageType: 'on-hold', selectedTrackId: NO_MUSIC_TRACK_ID })).toBe(
      'about 45 seconds',
    );
  });
});
