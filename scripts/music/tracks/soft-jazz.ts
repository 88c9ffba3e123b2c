import { chart, melody, PartBuilder, swingPart, type ChordSpan, type Composition } from '../composition.js';
import { bassNote, chord, midi, toneNear, voiceLead } from '../theory.js';

/**
 * Soft Jazz: F major, a 32-bar AABA song form in 4/4 (102 s, about 75 BPM), swung. Jazz guitar
 * comping rootless voicings, an acoustic bass in two-feel for the first two A sections and
 * walking from the bridge on, brushes, and a vibraphone tune. The last bar's Gm7-C7 (ii-V) leads
 * back into the Fmaj7 of bar 1.
 */
const BEATS = 4;
const A1 = ['Fmaj7', 'D7', 'Gm7', 'C9', 'Am7 D7b9', 'Gm7 C7', 'Fmaj7 Dm7', 'Gm7 C7'];
const A2 = ['Fmaj7', 'D7', 'Gm7', 'C9', 'Am7 D7b9', 'Gm7 C7', 'F6', 'Cm7 F7'];
const BRIDGE = ['Bbmaj7', 'Eb9', 'Am7', 'D7b9', 'Gm9', 'C13', 'Am7 D7b9', 'Gm7 C7'];
const A3 = ['Fmaj7', 'D7', 'Gm7', 'C9', 'Am7 D7b9', 'Gm7 C7', 'F6', 'Gm7 C7'];
const BARS = [...A1, ...A2, ...BRIDGE, ...A3];

const TUNE_A = `E5/2 C5/1 A4/1 | F#4/1.5 A4/0.5 C5/2 | Bb4/2 D5/1 F5/1 | E5/3 r/1 |
  E5/1 C5/1 D5/1 C5/1 | Bb4/2 G4/1 Bb4/1`;
const TUNE = [
  `${TUNE_A} | A4/3 r/1 | r/2 G4/0.5 A4/0.5 Bb4/0.5 C5/0.5`,
  `${TUNE_A} | F4/3 r/1 | r/2 C5/0.5 Eb5/0.5 D5/0.5 C5/0.5`,
  `D5/2 A4/1 F4/1 | G4/2 Db5/2 | C5/2 E5/1 G5/1 | F#5/3 r/1 | F5/1.5 D5/0.5 Bb4/2 | E5/1 D5/1 C5/1 Bb4/1 |
   A4/2 C5/1 A4/1 | G4/2 r/2`,
  `${TUNE_A} | F4/3 r/1 | r/2 A4/0.5 Bb4/0.5 C5/0.5 D5/0.5`,
].join(' | ');

export function softJazz(): Composition {
  const spans = chart(BARS, BEATS);
  const guitar = new PartBuilder({
    name: 'guitar',
    channel: 0,
    program: 26,
    pan: 44,
    reverb: 60,
    filter: 'highpass=f=140,lowpass=f=3500',
    gainDb: -1,
  });
  const vibes = new PartBuilder({
    name: 'vibes',
    channel: 1,
    program: 11,
    pan: 82,
    reverb: 75,
    filter: 'highpass=f=220,lowpass=f=3000',
    gainDb: -1,
  });
  const bass = new PartBuilder({
    name: 'bass',
    channel: 2,
    program: 32,
    pan: 60,
    reverb: 25,
    filter: 'lowpass=f=1500',
    gainDb: -6,
  });
  const drums = new PartBuilder({
    name: 'brushes',
    channel: 9,
    program: 40,
    pan: 64,
    reverb: 45,
    filter: 'equalizer=f=2500:t=q:w=1:g=-5',
    gainDb: 1,
  });

  // Guitar: rootless voicings, a long chord on 1 and a short push on the "and" of 2 (or 3).
  let voicing: number[] | undefined;
  spans.forEach((span, i) => {
    voicing = voiceLead(chord(span.symbol), voicing, { low: midi('F3'), high: midi('C5'), size: 4, omitRoot: true });
    if (span.length === 4) {
      guitar.add(span.beat, 1.4, voicing, 58);
      guitar.add(span.beat + (i % 3 === 2 ? 2.5 : 1.5), i % 2 ? 0.9 : 2.2, voicing, 50);
    } else {
      guitar.add(span.beat + (i % 2 ? 0.5 : 0), 1.2, voicing, 54);
    }
  });

  // Bass: half notes (root, then fifth or a step toward the next root) until the bridge, then walks.
  let last = midi('F2');
  spans.forEach((span, i) => {
    const c = chord(span.symbol);
    const next = spans[(i + 1) % spans.length]!;
    const root = nearest(bassNote(c, midi('E1')), last);
    const target = nearest(bassNote(chord(next.symbol), midi('E1')), root);
    const walking = span.beat >= 16 * BEATS;
    const line = walking ? walk(span, c, root, target) : twoFeel(span, c, root, target);
    line.forEach(([beat, length, pitch], k) => bass.add(beat, length, pitch, k === 0 ? 86 : 74));
    last = root;
  });

  // Brushes: ride pattern (swung), pedal hi-hat on 2 and 4, a soft swirl and a feathered kick.
  for (let bar = 0; bar < BARS.length; bar++) {
    const b = bar * BEATS;
    for (const [t, v] of [
      [0, 58],
      [1, 64],
      [1.5, 44],
      [2, 58],
      [3, 64],
      [3.5, 44],
    ] as const)
      drums.add(b + t, 0.3, 51, v);
    drums.add(b + 1, 0.2, 44, 52).add(b + 3, 0.2, 44, 52);
    for (let beat = 0; beat < 4; beat++) drums.add(b + beat, 0.9, 40, 34);
    drums.add(b, 0.3, 36, 38).add(b + 2, 0.3, 36, 30);
    if (bar % 4 === 3) drums.add(b + 3.5, 0.2, 38, 40);
  }

  melody(vibes, 0, TUNE, 64, midi, 0.9);
  for (const part of [guitar, vibes, drums]) swingPart(part, 0.64);

  return {
    id: 'soft-jazz',
    beatsPerBar: BEATS,
    bars: BARS.length,
    parts: [guitar.build(), vibes.build(), bass.build(), drums.build()],
  };
}

type BassNote = [beat: number, length: number, pitch: number];

function nearest(pitch: number, near: number): number {
  let p = pitch;
  while (p - near > 6 && p - 12 >= midi('E1')) p -= 12;
  while (near - p > 6 && p + 12 <= midi('D3')) p += 12;
  return p;
}

function approach(target: number, from: number): number {
  return target + (from > target ? 1 : -1);
}

function twoFeel(span: ChordSpan, c: ReturnType<typeof chord>, root: number, target: number): BassNote[] {
  if (span.length < 4) return [[span.beat, span.length, root]];
  const second = Math.abs(target - root) <= 2 ? toneNear(c, 7, root + 7) : approach(target, root);
  return [
    [span.beat, 2, root],
    [span.beat + 2, 2, second],
  ];
}

function walk(span: ChordSpan, c: ReturnType<typeof chord>, root: number, target: number): BassNote[] {
  const steps = span.length;
  const third = toneNear(c, c.intervals[1]!, root + (target >= root ? 4 : -8));
  const fifth = toneNear(c, 7, third + (third >= root ? 3 : -3));
  const middle = steps === 4 ? [third, fifth] : [];
  const pitches = [root, ...middle, approach(target, steps === 4 ? fifth : root)];
  return pitches.map((p, k) => [span.beat + k, 1, p]);
}
