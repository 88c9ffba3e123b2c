import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACK_ID, NO_MUSIC_TRACK_ID } from './constants.js';
import { ANNOUNCEMENT_FRAME, messageSecondsOf, musicFrameFor } from './music-frame.js';
import { voiceSecondsOf } from './programme-length.js';
import { estimateDurationSeconds } from './script-stats.js';

/** A 105-word on-hold script: about 44 seconds of voice, near the case of issue 40. */
const SCRIPT = [
  'Thank you for calling Bright Smile Dental, where healthy smiles are our passion. Your call is important to us, and one of our friendly team members will be with you shortly.',
  'We offer cleanings, fillings, crowns and whitening for the whole family, and we welcome new patients of every age. Ask us about our flexible payment plans when we answer.',
  'Did you know you can book your next visit on our website, any time of day or night? Thank you for your patience. Please stay on the line, and we will be with you in a moment.',
].join('\n\n');
const PAUSES = { pauseLength: 'medium', enableParagraphPauses: true } as const;

describe('messageSecondsOf (record 137)', () => {
  it('adds the music an announcement puts before and after its voice', () => {
    const voice = estimateDurationSeconds(SCRIPT, PAUSES);
    expect(voice).toBeGreaterThan(40);
    expect(voice).toBeLessThan(50);
    const file = messageSecondsOf(voice, { messageType: 'on-hold', trackId: DEFAULT_TRACK_ID });
    expect(file).toBeCloseTo(voice + ANNOUNCEMENT_FRAME.introSeconds + ANNOUNCEMENT_FRAME.outroSeconds, 5);
    expect(file - voice).toBe(5.5);
  });

  it("adds a prompt's shorter frame to a voicemail greeting and a menu", () => {
    for (const messageType of ['voicemail', 'auto-attendant'] as const) {
      const frame = musicFrameFor(messageType);
      expect(messageSecondsOf(30, { messageType, trackId: 'soft-jazz' })).toBeCloseTo(
        30 + frame.introSeconds + frame.outroSeconds,
        5,
      );
      expect(frame.introSeconds + frame.outroSeconds).toBeLessThan(1);
    }
  });

  it('adds nothing with No Music: the file is the voice alone', () => {
    expect(messageSecondsOf(45, { messageType: 'on-hold', trackId: NO_MUSIC_TRACK_ID })).toBe(45);
  });

  it("is undone by a programme's voiceSecondsOf, so both read the same frame", () => {
    for (const messageType of ['on-hold', 'holiday', 'voicemail', 'auto-attendant'] as const)
      for (const trackId of [DEFAULT_TRACK_ID, NO_MUSIC_TRACK_ID])
        expect(voiceSecondsOf(messageSecondsOf(42, { messageType, trackId }), { messageType, trackId })).toBeCloseTo(
          42,
          5,
        );
  });
});
