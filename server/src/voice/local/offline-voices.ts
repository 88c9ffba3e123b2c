import type { LocalTuning } from '../../db/schema.js';
import { LOCAL_VOICE_TUNING } from './local-voices.js';
import { PICO_SPANISH, type EngineInstalls } from './offline-engines.js';
import type { PhonemeLanguage } from './neural/phonemes.js';

/**
 * Which offline engine and speaker says each catalogue voice (records 101 and 128). Where the neural
 * voice is installed, every catalogue voice is one of Kokoro's speakers (its voice packs). Otherwise
 * real speakers first:
 * RHVoice's slt, clb (US women), bdl (US man) and alan (Scottish man), Pico's British woman, and
 * Flite's own rms (US man); a voice with no speaker of its own is a variant of one (pitch, pace).
 * A voice whose engine this node lacks speaks with its Flite voice (local-voices.ts),
 * so a bare machine keeps the whole Flite catalogue.
 */
export type OfflineVoice =
  | {
      engine: 'rhvoice' | 'pico';
      speaker: string;
      /** Multiplies the speaker's own pitch. */
      pitch: number;
      /** Multiplies the speaker's own durations: > 1 speaks slower. */
      pace: number;
    }
  | {
      engine: 'kokoro';
      /** The voice pack (af_heart…), or the packs of a blend with their weights (a matched voice). */
      speaker: string;
      blend?: readonly { pack: string; weight: number }[];
      /** eSpeak NG's phonemes for the speaker's own accent. */
      language: PhonemeLanguage;
      /** The model's speed: below 1 slower. */
      speed: number;
      /** Resampling by this raises pitch and formants (a matched voice); 1 leaves the speaker as it is. */
      pitch: number;
    }
  | { engine: 'flite'; tuning: LocalTuning };

/**
 * On-hold pace (record 101): each speaker slowed from its own default (RHVoice's read near 190
 * words a minute) to a calm read of about 150, close to the 140 the duration estimate assumes
 * (decisions D5). As durations: 1.333 is 75 % of the default speed.
 */
const PACE = { slt: 1.333, clb: 1.25, bdl: 1.333, alan: 1.333, 'en-GB': 1.2 } as const;
/** Flite's own voices read near 165 words a minute. */
const FLITE_PACE = 1.15;

const rhvoice = (speaker: keyof typeof PACE, pitch = 1, pace = 1): OfflineVoice => ({
  engine: 'rhvoice',
  speaker,
  pitch,
  pace: Number((PACE[speaker] * pace).toFixed(3)),
});

/** Where RHVoice is installed. Variants of one speaker stay at least 6 % apart in pitch (record 072). */
const RHVOICE_VOICES: Record<string, OfflineVoice> = {
  'en-US-ken': rhvoice('bdl'),
  // Flite's rms is a good deep US voice of its own (2.6 % of words misheard).
  'en-US-terrell': { engine: 'flite', tuning: { base: 'rms', size: 1.0, pace: FLITE_PACE } },
  'en-US-miles': rhvoice('bdl', 1.12, 0.93),
  'en-US-natalie': rhvoice('slt'),
  'en-US-samantha': rhvoice('slt', 1.12, 0.93),
  'en-US-claire': rhvoice('clb', 0.95),
  'en-GB-hugo': rhvoice('alan'),
  'en-AU-shane': rhvoice('alan', 0.9, 1.05),
  'en-AU-ivy': rhvoice('clb', 1.12, 0.94),
  'en-IN-rohan': rhvoice('bdl', 0.89, 1.03),
  'en-IN-isha': rhvoice('slt', 1.25),
};

/**
 * The on-hold pace for Kokoro's speakers: their natural reading (near 195 words a minute on the
 * voices bench's script) slowed to about 160, close to the 140 the duration estimate assumes.
 */
const KOKORO_SPEED = 0.8;
/**
 * For the two that still read fastest at that speed (af_heart and am_liam, 171 and 176 words a
 * minute against 161–165): a little slower brings them to the others' pace. The recogniser then
 * mishears them less on the voices bench's script and on a dental one (on an after-hours one
 * af_heart as often, am_liam more).
 */
const KOKORO_SLOWER = 0.78;

const kokoro = (speaker: string, language: PhonemeLanguage = 'en-us', speed = KOKORO_SPEED): OfflineVoice => ({
  engine: 'kokoro',
  speaker,
  language,
  speed,
  pitch: 1,
});

/**
 * Where the neural voice is installed (record 128). The American voices are the speakers an
 * offline recogniser understood best on the voices bench's script at the on-hold pace, matched to
 * each voice's description and set apart in pitch (median 112, 127 and 142 Hz for the men; 151, 180
 * and 204 Hz for the women); Hugo and Hazel are Kokoro's best-graded British speakers. Kokoro has no
 * Australian or Indian English speaker, so those four are other British speakers, which their
 * descriptions say (common/voices.ts). Figures: docs/offline-voices.md.
 */
const KOKORO_VOICES: Record<string, OfflineVoice> = {
  'en-US-ken': kokoro('am_fenrir'),
  'en-US-terrell': kokoro('am_echo'),
  'en-US-miles': kokoro('am_liam', 'en-us', KOKORO_SLOWER),
  'en-US-natalie': kokoro('af_heart', 'en-us', KOKORO_SLOWER),
  'en-US-samantha': kokoro('af_aoede'),
  'en-US-claire': kokoro('af_kore'),
  'en-GB-hugo': kokoro('bm_george', 'en-gb'),
  'en-GB-hazel': kokoro('bf_emma', 'en-gb'),
  'en-AU-shane': kokoro('bm_fable', 'en-gb'),
  'en-AU-ivy': kokoro('bf_isabella', 'en-gb'),
  'en-IN-rohan': kokoro('bm_lewis', 'en-gb'),
  'en-IN-isha': kokoro('bf_lily', 'en-gb'),
};

/**
 * The Spanish voices (record 144) where the neural voice is installed: Kokoro's two Spanish packs,
 * ef_dora and em_alex, read with eSpeak NG's Latin American phonemes (es-419), the Spanish of US
 * businesses, at the English voices' on-hold speed.
 */
const KOKORO_SPANISH_VOICES: Record<string, OfflineVoice> = {
  'es-US-lucia': kokoro('ef_dora', 'es-419'),
  'es-US-mateo': kokoro('em_alex', 'es-419'),
};

/**
 * Without the neural voice, Pico's Spanish woman (es-ES, a Castilian speaker, the only other
 * offline engine here with real Spanish speech) says both: Mateo as a variant of her, lowered in
 * pitch, as the English catalogue's variants are (record 072). No English speaker ever says Spanish.
 */
const PICO_SPANISH_VOICES: Record<string, OfflineVoice> = {
  'es-US-lucia': { engine: 'pico', speaker: PICO_SPANISH, pitch: 1, pace: PACE['en-GB'] },
  'es-US-mateo': { engine: 'pico', speaker: PICO_SPANISH, pitch: 0.72, pace: PACE['en-GB'] },
};

/** Where Pico is installed: its British woman (its US voice is misheard far more than RHVoice's). */
const PICO_VOICES: Record<string, OfflineVoice> = {
  'en-GB-hazel': { engine: 'pico', speaker: 'en-GB', pitch: 1, pace: PACE['en-GB'] },
};

const FLITE_VOICES: Record<string, OfflineVoice> = Object.fromEntries(
  Object.entries(LOCAL_VOICE_TUNING).map(([id, tuning]) => [
    id,
    { engine: 'flite', tuning: { ...tuning, pace: Number((tuning.pace * FLITE_PACE).toFixed(3)) } },
  ]),
);

/**
 * The voice each catalogue id speaks with, given the engines on this node. An engine counts as
 * installed only with every speaker its set uses (offline-engines.ts), so each set comes whole:
 * Terrell takes rms only because Ken leaves it.
 */
export function offlineCatalogue(engines: EngineInstalls): Record<string, OfflineVoice> {
  if (engines.kokoro) return { ...KOKORO_VOICES, ...KOKORO_SPANISH_VOICES };
  return {
    ...FLITE_VOICES,
    ...(engines.rhvoice && RHVOICE_VOICES),
    ...(engines.pico && PICO_VOICES),
    // Spanish only where an engine here speaks it; else a Spanish message is refused (resolve-voice.ts).
    ...(engines.pico?.speakers.has(PICO_SPANISH) && PICO_SPANISH_VOICES),
  };
}
