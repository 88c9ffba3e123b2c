import type { VoicesReply } from '#common/schemas/voices.js';
import { SPANISH_ACCENT_LABEL, SPANISH_VOICES } from '#common/spanish-voices.js';
import { ACCENT_LABELS, previewUrl, VOICES } from '#common/voices.js';
import type { SpeechProviders } from './providers.js';

/**
 * GET /api/voices' list: the spec's twelve, then the Spanish voices (record 144) where something on
 * this server speaks them: the offline engine (the neural voice, or Pico's Spanish speaker), or a
 * studio that speaks Spanish with its key set (Murf, ElevenLabs). Each says its language, so the
 * client offers a Spanish one only for a Spanish message.
 */
export function voiceList(providers: SpeechProviders): VoicesReply['voices'] {
  const english = VOICES.map((v) => ({
    ...v,
    accentLabel: ACCENT_LABELS[v.accent],
    language: 'en' as const,
    previewUrl: previewUrl(v.id),
  }));
  const studioSpeaksSpanish = Boolean(providers.murf ?? providers.elevenlabs);
  const spanish = SPANISH_VOICES.filter((v) => studioSpeaksSpanish || providers.local.catalogue[v.id]).map((v) => ({
    ...v,
    accentLabel: SPANISH_ACCENT_LABEL,
    language: 'es' as const,
    previewUrl: previewUrl(v.id),
  }));
  return [...english, ...spanish];
}
