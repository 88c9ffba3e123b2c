/** Note names, chord symbols and voice leading for the compositions in scripts/music/tracks. */

const PITCH_CLASS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** 'C4' -> 60, 'F#3' -> 54, 'Bb2' -> 46. */
export function midi(name: string): number {
  const match = /^([A-G])(#|b)?(-?\d)$/.exec(name);
  if (!match) throw new Error(`Bad note name ${name}`);
  const [, letter, accidental, octave] = match;
  const offset = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0;
  return PITCH_CLASS[letter!]! + offset + 12 * (Number(octave) + 1);
}

const QUALITIES: Record<string, number[]> = {
  '': [0, 4, 7],
  m: [0, 3, 7],
  '6': [0, 4, 7, 9],
  '69': [0, 4, 9, 14],
  m6: [0, 3, 7, 9],
  '7': [0, 4, 7, 10],
  maj7: [0, 4, 7, 11],
  m7: [0, 3, 7, 10],
  m9: [0, 3, 7, 10, 14],
  m11: [0, 3, 7, 10, 17],
  maj9: [0, 4, 7, 11, 14],
  '9': [0, 4, 7, 10, 14],
  '13': [0, 4, 10, 14, 21],
  '7b9': [0, 4, 7, 10, 13],
  add9: [0, 4, 7, 14],
  madd9: [0, 3, 7, 14],
  sus2: [0, 2, 7],
  sus4: [0, 5, 7],
  '7sus4': [0, 5, 7, 10],
  '9sus4': [0, 5, 7, 10, 14],
  m7b5: [0, 3, 6, 10],
  dim7: [0, 3, 6, 9],
  'maj7#11': [0, 4, 7, 11, 18],
};

export interface Chord {
  symbol: string;
  root: number; // pitch class
  bass: number; // pitch class (slash chords)
  intervals: number[];
}

/** 'Bbmaj7', 'A/C#', 'F#m7b5', 'Gadd9/B'. */
export function chord(symbol: string): Chord {
  const match = /^([A-G](?:#|b)?)([^/]*)(?:\/([A-G](?:#|b)?))?$/.exec(symbol);
  const intervals = match ? QUALITIES[match[2]!] : undefined;
  if (!match || !intervals) throw new Error(`Bad chord symbol ${symbol}`);
  const root = pitchClass(match[1]!);
  return { symbol, root, bass: match[3] ? pitchClass(match[3]) : root, intervals };
}

function pitchClass(name: string): number {
  return ((midi(`${name}4`) % 12) + 12) % 12;
}

/** Pitch classes of the chord's upper structure, at most `size`, dropping the fifth then the root. */
export function chordTones(c: Chord, size: number, omitRoot = false): number[] {
  let tones = [...c.intervals];
  if (omitRoot && tones.length > 3) {
    // Rootless voicing (the bass has the root): the ninth takes the root's place if missing.
    const hasNinth = tones.some((i) => i >= 13 && i <= 15);
    tones = tones.filter((i) => i !== 0);
    if (!hasNinth && !tones.includes(6)) tones.push(14);
  }
  while (tones.length > size && tones.includes(7)) tones = tones.filter((i) => i !== 7);
  while (tones.length > size && tones.includes(0)) tones = tones.filter((i) => i !== 0);
  return tones.slice(0, size).map((i) => (c.root + i) % 12);
}

export interface VoicingRange {
  low: number;
  high: number;
  size: number;
  omitRoot?: boolean;
}

/**
 * The voicing of `c` within the range nearest to `previous` (smallest total motion, common tones
 * kept), with no gap over an octave between neighbours and no close intervals low down (mud).
 */
export function voiceLead(c: Chord, previous: number[] | undefined, range: VoicingRange): number[] {
  const tones = chordTones(c, range.size, range.omitRoot);
  if (tones.length >= range.size) return bestVoicing(c, tones, previous, range, 0).voicing;
  // Fewer tones than voices: try doubling each (root first, then fifth, third last).
  const candidates = tones
    .map((pc) => {
      const interval = (pc - c.root + 12) % 12;
      const penalty = interval === 0 ? 0 : interval === 7 ? 1 : 4;
      try {
        return bestVoicing(c, [...tones, pc], previous, range, penalty);
      } catch {
        return undefined;
      }
    })
    .filter((v): v is { voicing: number[]; cost: number } => !!v);
  if (!candidates.length) throw new Error(`No voicing for ${c.symbol} in ${range.low}-${range.high}`);
  return candidates.reduce((a, b) => (b.cost < a.cost ? b : a)).voicing;
}

function bestVoicing(
  c: Chord,
  pcs: number[],
  previous: number[] | undefined,
  range: VoicingRange,
  penalty: number,
): { voicing: number[]; cost: number } {
  const placements = pcs.map((pc) => {
    const options: number[] = [];
    for (let p = range.low; p <= range.high; p++) if (p % 12 === pc) options.push(p);
    return options;
  });
  const centre = (range.low + range.high) / 2;
  let best: number[] = [];
  let bestCost = Infinity;
  const walk = (index: number, chosen: number[]): void => {
    if (index === placements.length) {
      const voicing = [...chosen].sort((a, b) => a - b);
      const cost = voicingCost(voicing, previous, centre);
      if (cost < bestCost) [best, bestCost] = [voicing, cost];
      return;
    }
    for (const p of placements[index]!) if (!chosen.includes(p)) walk(index + 1, [...chosen, p]);
  };
  walk(0, []);
  if (!best.length) throw new Error(`No voicing for ${c.symbol} in ${range.low}-${range.high}`);
  return { voicing: best, cost: bestCost + penalty };
}

function voicingCost(v: number[], previous: number[] | undefined, centre: number): number {
  let cost = 0;
  for (let i = 1; i < v.length; i++) {
    const gap = v[i]! - v[i - 1]!;
    if (gap > 12) cost += 100;
    if (v[i - 1]! < 55 && gap < 5) cost += 40; // low interval limit
    if (gap === 1) cost += 10; // minor seconds only between inner voices, and rarely
  }
  const mean = v.reduce((a, b) => a + b, 0) / v.length;
  if (!previous || previous.length !== v.length) return cost + Math.abs(mean - centre) * 2;
  for (let i = 0; i < v.length; i++) cost += Math.abs(v[i]! - previous[i]!);
  cost += Math.abs(v[v.length - 1]! - previous[previous.length - 1]!) * 0.5; // smooth top line
  return cost + Math.abs(mean - centre) * 0.3;
}

/** The bass note (slash bass or root) in [low, low+11], as a MIDI number. */
export function bassNote(c: Chord, low = 36): number {
  return low + ((((c.bass - low) % 12) + 12) % 12);
}

/** The pitch nearest to `near` whose pitch class is the chord root + `interval` (7 = fifth). */
export function toneNear(c: Chord, interval: number, near: number): number {
  const pc = (c.root + interval) % 12;
  for (let d = 0; d <= 6; d++) {
    if ((near + d) % 12 === pc) return near + d;
    if ((near - d + 120) % 12 === pc) return near - d;
  }
  return near;
}

/** A small seeded random generator, so renders are repeatable. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
