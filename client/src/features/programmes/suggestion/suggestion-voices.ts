import type { MessageLanguage } from '#common/message-language.js';
import { SPANISH_VOICES } from '#common/spanish-voices.js';
import { VOICES } from '#common/voices.js';

/** The voices that speak `language`: the twelve for English, the Spanish list for Spanish (record 144). */
export function voicesIn(language: MessageLanguage) {
  return language === 'es' ? SPANISH_VOICES : VOICES;
}

/**
 * The voice a suggested programme's messages in `language` start with (issue 47, record 156): the
 * one chosen in the studio's step 2 that speaks it (the message's voice, or a bilingual message's
 * second), so the programme sounds like the user's other messages; else that list's first.
 */
export function studioVoiceFor(language: MessageLanguage, chosen: readonly string[]): string {
  const voices = voicesIn(language);
  return chosen.find((id) => voices.some((voice) => voice.id === id)) ?? voices[0]!.id;
}

/** The voice request's fields for a voice of either list; a Spanish voice has no English accent to send. */
export function voiceRequest(voiceId: string, language: MessageLanguage) {
  const voice = voicesIn(language).find((v) => v.id === voiceId)!;
  return {
    voiceType: voice.id,
    voiceGender: voice.gender,
    ...(language === 'en' ? { voiceAccent: (voice as (typeof VOICES)[number]).accent } : {}),
    language,
  };
}
