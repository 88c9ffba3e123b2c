import type { MessageLanguage } from './message-language.js';
import type { VoiceAccent } from './constants.js';
import { VOICES, voiceForGender, type CatalogueVoice, type VoiceGender } from './voices.js';

/**
 * The Spanish voices (issue 39, record 144): a list of their own beside the spec's twelve, which
 * stay exactly as they are. Offered in step 2 only for a Spanish message. Ids follow the spec's
 * pattern (accent code, hyphen, lowercase name); the accent is US Spanish, the Spanish of the
 * businesses this product serves, read with Latin American sounds (seseo: "gracias" with an s).
 */
export const SPANISH_ACCENT = 'es-US';
export const SPANISH_ACCENT_LABEL = 'US Spanish';

export interface SpanishVoice {
  id: string;
  name: string;
  description: string;
  gender: VoiceGender;
  accent: typeof SPANISH_ACCENT;
}

export const SPANISH_VOICES: readonly SpanishVoice[] = [
  {
    id: 'es-US-lucia',
    name: 'Lucía',
    gender: 'female',
    accent: SPANISH_ACCENT,
    description: 'Warm and clear Spanish voice, for greetings and on-hold messages.',
  },
  {
    id: 'es-US-mateo',
    name: 'Mateo',
    gender: 'male',
    accent: SPANISH_ACCENT,
    description: 'Calm, steady Spanish voice, for announcements and menus.',
  },
];

/** The Spanish voice the client picks for a gender when a message turns Spanish. */
const DEFAULT_SPANISH_VOICE_BY_GENDER: Record<VoiceGender, string> = {
  female: 'es-US-lucia',
  male: 'es-US-mateo',
};

function findSpanishVoice(id: string): SpanishVoice | undefined {
  return SPANISH_VOICES.find((v) => v.id === id);
}

/** Every voice of either list, for the studios' voice tables and the previews. */
export const ALL_VOICES: readonly (CatalogueVoice | SpanishVoice)[] = [...VOICES, ...SPANISH_VOICES];

/** A voice of either list by its id. */
export function findAnyVoice(id: string): CatalogueVoice | SpanishVoice | undefined {
  return ALL_VOICES.find((v) => v.id === id);
}

/** The language a catalogue voice speaks, or undefined for an id of neither list. */
export function languageOfVoice(id: string): MessageLanguage | undefined {
  if (VOICES.some((v) => v.id === id)) return 'en';
  return findSpanishVoice(id) ? 'es' : undefined;
}

/**
 * The voice a message takes when its language changes: the Spanish voice of the chosen gender, or
 * back in English the spec's first voice of that gender and accent (spec §4).
 */
export function voiceForLanguage(language: MessageLanguage, gender: VoiceGender, accent: VoiceAccent): string {
  return language === 'es' ? DEFAULT_SPANISH_VOICE_BY_GENDER[gender] : voiceForGender(gender, accent);
}

/** The Spanish voices step 2 offers for the chosen gender. */
export function offeredSpanishVoices(gender: VoiceGender): SpanishVoice[] {
  return SPANISH_VOICES.filter((v) => v.gender === gender);
}
