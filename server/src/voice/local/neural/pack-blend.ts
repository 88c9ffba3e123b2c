/**
 * A matched voice on the neural engine (record 128): a clone sample without a studio key is matched
 * to a voice, not cloned. On Kokoro that voice is a weighted mean of the two voice packs nearest the
 * sample's pitch: still a Kokoro voice, between two real speakers, moved the rest of the way in
 * pitch by resampling, a little at most. The match keeps only the sample's pitch and pace
 * (clone/match-local-voice.ts), so pitch is what the packs are chosen by.
 */

/**
 * Median pitch of the packs understood best (at most 5 % of words misheard on the voices bench's
 * script), measured on that script with dsp/measure-pitch.ts on 2026-11-28.
 */
const PACK_PITCH_HZ = {
  male: { am_echo: 115, am_puck: 120, am_liam: 129, am_fenrir: 145 },
  female: { af_kore: 153, af_sky: 165, af_aoede: 183, af_river: 192, af_sarah: 202, af_heart: 206 },
} as const;

/** Resampling moves formants too: past about 8 % a voice starts to sound processed. */
const MAX_PITCH_MOVE = 1.08;

const semitones = (a: number, b: number) => Math.abs(12 * Math.log2(a / b));

export interface PackBlend {
  blend: { pack: string; weight: number }[];
  /** The resampling that brings the blend to the sample's pitch. */
  pitch: number;
}

/** The two packs nearest `sampleHz` among the speakers of the sample's gender, nearer weighing more. */
export function blendForPitch(sampleHz: number, gender: 'male' | 'female'): PackBlend {
  const nearest = Object.entries(PACK_PITCH_HZ[gender])
    .map(([pack, hz]) => ({ pack, hz, distance: semitones(hz, sampleHz) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 2);
  // Half a semitone added, so a pack right on the sample does not take all the weight.
  const raw = nearest.map((n) => 1 / (n.distance + 0.5));
  const total = raw.reduce((sum, w) => sum + w, 0);
  const blend = nearest.map((n, i) => ({ pack: n.pack, weight: Number((raw[i]! / total).toFixed(3)) }));
  const blendHz = Math.exp(nearest.reduce((sum, n, i) => sum + Math.log(n.hz) * (raw[i]! / total), 0));
  const pitch = Math.min(MAX_PITCH_MOVE, Math.max(1 / MAX_PITCH_MOVE, sampleHz / blendHz));
  return { blend, pitch: Number(pitch.toFixed(3)) };
}
