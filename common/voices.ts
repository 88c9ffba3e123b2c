import type { VoiceAccent } from './constants.js';

/** The 12-voice catalogue (spec §3, record 052). Ids are the accent code, a hyphen and the name. */

export type VoiceGender = 'male' | 'female';

export interface CatalogueVoice {
  id: string;
  name: string;
  description: string;
  gender: VoiceGender;
  accent: VoiceAccent;
}

export const ACCENT_LABELS: Record<VoiceAccent, string> = {
  'en-US': 'American',
  'en-GB': 'British',
  'en-AU': 'Australian',
  'en-IN': 'Indian',
};

/**
 * The offline neural voice has American and British speakers but no Australian or Indian English
 * ones, so those accents are British speakers offline; the descriptions say so (records 053, 128).
 * A studio voice (Murf, ElevenLabs) speaks each accent itself.
 */
const OFFLINE_STAND_IN = 'Offline, a British speaker stands in for this accent.';

export const VOICES: readonly CatalogueVoice[] = [
  {
    id: 'en-US-ken',
    name: 'Ken',
    gender: 'male',
    accent: 'en-US',
    description: 'Warm, steady and reassuring: a classic on-hold voice.',
  },
  {
    id: 'en-US-terrell',
    name: 'Terrell',
    gender: 'male',
    accent: 'en-US',
    description: 'Deep and calm, for professional announcements.',
  },
  {
    id: 'en-US-miles',
    name: 'Miles',
    gender: 'male',
    accent: 'en-US',
    description: 'Bright and upbeat, for promotions and greetings.',
  },
  {
    id: 'en-US-natalie',
    name: 'Natalie',
    gender: 'female',
    accent: 'en-US',
    description: 'Friendly and clear: a natural receptionist.',
  },
  {
    id: 'en-US-samantha',
    name: 'Samantha',
    gender: 'female',
    accent: 'en-US',
    description: 'Light and energetic, for lively messages.',
  },
  {
    id: 'en-US-claire',
    name: 'Claire',
    gender: 'female',
    accent: 'en-US',
    description: 'Low, calm and unhurried, for healthcare and finance.',
  },
  {
    id: 'en-GB-hugo',
    name: 'Hugo',
    gender: 'male',
    accent: 'en-GB',
    description: 'Polished British narrator.',
  },
  {
    id: 'en-GB-hazel',
    name: 'Hazel',
    gender: 'female',
    accent: 'en-GB',
    description: 'Gentle British voice.',
  },
  {
    id: 'en-AU-shane',
    name: 'Shane',
    gender: 'male',
    accent: 'en-AU',
    description: `Relaxed Australian voice. ${OFFLINE_STAND_IN}`,
  },
  {
    id: 'en-AU-ivy',
    name: 'Ivy',
    gender: 'female',
    accent: 'en-AU',
    description: `Quick, cheerful Australian voice. ${OFFLINE_STAND_IN}`,
  },
  {
    id: 'en-IN-rohan',
    name: 'Rohan',
    gender: 'male',
    accent: 'en-IN',
    description: `Courteous Indian English voice. ${OFFLINE_STAND_IN}`,
  },
  {
    id: 'en-IN-isha',
    name: 'Isha',
    gender: 'female',
    accent: 'en-IN',
    description: `Bright Indian English voice. ${OFFLINE_STAND_IN}`,
  },
];

/** Spec §4: en-US-ken for male, else en-US-natalie. */
export const DEFAULT_VOICE_BY_GENDER: Record<VoiceGender, string> = { male: 'en-US-ken', female: 'en-US-natalie' };

export function findVoice(id: string): CatalogueVoice | undefined {
  return VOICES.find((v) => v.id === id);
}

/** Spec §4: changing gender selects the first matching voice for the current accent, else the default. */
export function voiceForGender(gender: VoiceGender, accent: VoiceAccent): string {
  return VOICES.find((v) => v.gender === gender && v.accent === accent)?.id ?? DEFAULT_VOICE_BY_GENDER[gender];
}

/** Spec §3: only US-accent voices for the chosen gender are offered in step 2. */
export function offeredVoices(gender: VoiceGender): CatalogueVoice[] {
  return VOICES.filter((v) => v.gender === gender && v.accent === 'en-US');
}

export function previewUrl(voiceId: string): string {
  return `/static/voice-previews/${voiceId}.mp3`;
}

/** The same preview in a configured studio's own voice, rendered once and kept (record 075). */
export function studioPreviewUrl(provider: string, voiceId: string): string {
  return `/api/voice-previews/${provider}/${voiceId}.mp3`;
}
