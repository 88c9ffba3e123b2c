import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_SECONDS, spokenSecondsUpperBound, VOICE_MAX_SECONDS } from '#common/script-stats.js';
import { ANNOUNCEMENT_FRAME } from '#common/music-frame.js';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { createLocalProvider } from './local/local-provider.js';
import { renderSpeech } from './render-speech.js';
import { SUITE_ENGINES } from '../testing/suite-engines.js';

/**
 * The estimate that refuses a script before rendering (record 115) against what the offline
 * engines really make of text they spell out: never short of it, and within 3.5 times it. The
 * engines themselves differ that much on initials: Flite reads "Q.W.R." as one quick run (0.36 s a
 * letter), RHVoice stops at each full stop (0.94 s); prose and digits come within 1.5 times.
 */
const MAX_OVER = 3.5;
const PAUSE_SECONDS = 1;
const TEXTS = {
  'single letters': 'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(2),
  'letters with pauses': 'w; x? y... z. q, '.repeat(8),
  initials: 'Q.W.R.T.P.S.D.F.G.H. '.repeat(3),
  digits: '1 2 3 4 5 6 7 8 9 0 '.repeat(4),
  'short sentences': 'Thank you. Press 1. '.repeat(10),
  prose:
    'Thank you for calling Bright Smile Dental. Your call is important to us, and one of our friendly team members will be with you shortly.',
};
// Flite speaks the American voices, RHVoice (where installed) the British one (record 101).
const VOICES = ['en-US-ken', 'en-GB-hazel'];

describe('the spoken-length estimate against real offline renders', () => {
  const local = createLocalProvider(SUITE_ENGINES);
  it.each(VOICES)(
    'is at least the real length, and within 3.5 times it, for %s',
    async (catalogueId) => {
      const ffmpeg = (await resolveFfmpeg()).path;
      for (const [kind, script] of Object.entries(TEXTS)) {
        const { durationSeconds } = await renderSpeech(ffmpeg, {
          provider: local,
          voice: { catalogueId },
          settings: { rate: 0, pitch: 0 },
          script,
          pauseSeconds: PAUSE_SECONDS,
        });
        const estimate = spokenSecondsUpperBound(script, PAUSE_SECONDS);
        expect({ kind, ok: estimate >= durationSeconds }).toEqual({ kind, ok: true });
        expect({ kind, ok: estimate <= MAX_OVER * durationSeconds }).toEqual({ kind, ok: true });
      }
    },
    300_000,
  );

  it('leaves room for the music around the voice, so a message never passes 10 minutes', () => {
    const frame = ANNOUNCEMENT_FRAME.introSeconds + ANNOUNCEMENT_FRAME.outroSeconds;
    expect(VOICE_MAX_SECONDS + frame).toBeLessThanOrEqual(MESSAGE_MAX_SECONDS);
  });
});
