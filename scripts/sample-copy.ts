import type { PauseLength, Tone } from '#common/constants.js';

/**
 * How scripts/make-samples.ts produces each of the three sample messages (common/samples.ts):
 * the composer's settings, the catalogue voice and built-in track, and the few paragraphs of
 * sample copy that go beyond what the composer writes. A long composed script is 150–190 words
 * (about 75 s, record 054); the samples run 1:20 to 1:45, so each gets extra paragraphs about
 * its own key points, spoken just before the composed goodbye. The rest of the length comes from
 * the pause length and the voice's pace (make-samples.ts solves for the pace).
 */
export interface SampleRecipe {
  /** Composer seed: fixed, so a re-run gives the same words. */
  seed: number;
  tone: Tone;
  pauseLength: PauseLength;
  /** Catalogue voice, spoken on the local engine. */
  voiceId: string;
  /** Built-in track, mixed at the default volume. */
  trackId: string;
  /** Other fields of the script request, beyond company, industry, key points and message type. */
  fields?: { businessHours?: string };
  /**
   * Key points given to the composer as key products; default all of them. A key point that has
   * its own field (opening hours) is given there instead, so the script never "offers opening hours".
   */
  keyProducts?: string[];
  /** Paragraphs of sample copy, speech-ready, inserted before the composed script's last paragraph. */
  extraParagraphs: string[];
}

export const SAMPLE_RECIPES: Record<string, SampleRecipe> = {
  'medical-practice': {
    seed: 1,
    tone: 'calm',
    pauseLength: 'long',
    voiceId: 'en-US-claire',
    trackId: 'acoustic-ambient',
    extraParagraphs: [
      'The patient portal is the easiest way to see your test results, send a message to your care team, or pay a bill, at any time of day.',
      'If you have a medical emergency, please hang up and dial nine one one.',
    ],
  },
  'tech-company': {
    seed: 1,
    tone: 'energetic',
    pauseLength: 'medium',
    voiceId: 'en-US-miles',
    trackId: 'corporate-upbeat',
    extraParagraphs: [
      'Did you know our support portal is open around the clock? Sign in any time to open a ticket, follow its progress, and chat with an engineer.',
      'Looking for a quick answer? Our knowledge base has step-by-step guides and short videos for every feature.',
    ],
  },
  restaurant: {
    seed: 10,
    tone: 'warm',
    pauseLength: 'medium',
    voiceId: 'en-US-ken',
    trackId: 'soft-jazz',
    fields: { businessHours: 'Tuesday to Sunday, 5 pm to 10 pm' },
    keyProducts: ['Online reservations', 'Private dining'],
    extraParagraphs: ['For a birthday or a business dinner, our private dining room seats up to twenty-four guests.'],
  },
};
