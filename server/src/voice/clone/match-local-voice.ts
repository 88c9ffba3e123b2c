import { VOICES } from '#common/voices.js';
import { BASE_VOICE_PITCH_HZ, LOCAL_VOICE_TUNING } from '../local/local-voices.js';
import type { LocalTuning } from '../../db/schema.js';
import type { SampleAnalysis } from './analyse-sample.js';

/**
 * With no ElevenLabs key, a clone sample gets the closest offline voice instead (record 053): the
 * catalogue voice of the sample's gender whose pitch is nearest, with its size moved so the pitch
 * matches, and its pace set from the sample's speaking rate. It is labelled a match, never a clone.
 */
const MALE_BELOW_HZ = 160;
const TYPICAL_SYLLABLES_PER_SECOND = 4;

export interface LocalMatch {
  baseVoiceId: string;
  tuning: LocalTuning;
}

/** The pitch a catalogue voice has on the local engine (size moves the base or target pitch). */
function tunedPitch(tuning: LocalTuning): number {
  return tuning.f0Hz ? tuning.f0Hz * 0.97 : BASE_VOICE_PITCH_HZ[tuning.base] * tuning.size;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function matchLocalVoice(analysis: SampleAnalysis): LocalMatch {
  const pitch = analysis.medianPitchHz ?? 120;
  const gender = pitch < MALE_BELOW_HZ ? 'male' : 'female';
  const candidates = VOICES.filter((v) => v.gender === gender).map((v) => ({
    id: v.id,
    tuning: LOCAL_VOICE_TUNING[v.id]!,
  }));
  const nearest = candidates.reduce((best, c) =>
    Math.abs(Math.log(tunedPitch(c.tuning) / pitch)) < Math.abs(Math.log(tunedPitch(best.tuning) / pitch)) ? c : best,
  );
  const rate = analysis.syllablesPerSecond > 0 ? analysis.syllablesPerSecond : TYPICAL_SYLLABLES_PER_SECOND;
  const pace = Number(clamp(TYPICAL_SYLLABLES_PER_SECOND / rate, 0.8, 1.25).toFixed(3));
  const base = nearest.tuning;
  // slt follows an intonation target (its size only moves timbre); the male bases move with size.
  const tuning: LocalTuning = base.f0Hz
    ? { ...base, f0Hz: Math.round(clamp(pitch, 165, 255) / 0.97), pace }
    : { ...base, size: Number(clamp(base.size * (pitch / tunedPitch(base)), 0.8, 1.45).toFixed(3)), pace };
  return { baseVoiceId: nearest.id, tuning };
}
