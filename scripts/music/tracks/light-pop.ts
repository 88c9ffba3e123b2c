import { chart, melody, PartBuilder, type Composition } from '../composition.js';
import { bassNote, chord, midi, voiceLead } from '../theory.js';

/**
 * Light Pop: C major, 40 bars of 4/4 (90 s, about 107 BPM). Bouncy syncopated piano, a strummed
 * acoustic guitar kept low in the mix, a marimba hook, finger bass locked to the kick, claps on
 * 2 and 4 and a shaker. Form: intro 4 | verse 8 | chorus 8 | verse 8 | chorus 8 | outro 4, the
 * outro's Dm7-G (ii-V) leading back into the C of bar 1.
 */
const BEATS = 4;
const INTRO = ['C', 'Em7', 'F', 'G'];
const VERSE = ['C', 'Em7', 'F', 'G', 'Am7', 'Em7', 'Fmaj7', 'Gsus4 G'];
const CHORUS = ['F', 'G', 'Em7', 'Am7', 'Dm7', 'G', 'C', 'Gsus4 G'];
const OUTRO = ['F', 'G', 'Em7 Am7', 'Dm7 G'];
const BARS = [...INTRO, ...VERSE, ...CHORUS, ...VERSE, ...CHORUS, ...OUTRO];

const VERSE_LINE = `E5/1.5 D5/0.5 C5/2 | B4/2 G4/2 | A4/1.5 C5/0.5 F5/2 | D5/4 |
  C5/1.5 E5/0.5 A4/2 | G4/2 B4/2 | A4/1.5 C5/0.5 F5/2 | D5/4`;
const HOOK = `r/0.5 C5/0.5 A4/0.5 C5/0.5 r/0.5 F5/1 r/0.5 | r/0.5 B4/0.5 G4/0.5 B4/0.5 r/0.5 D5/1 r/0.5 |
  r/0.5 B4/0.5 G4/0.5 B4/0.5 r/0.5 E5/1 r/0.5 | r/0.5 C5/0.5 A4/0.5 C5/0.5 r/0.5 E5/1 r/0.5 |
  r/0.5 A4/0.5 F4/0.5 A4/0.5 r/0.5 D5/1 r/0.5 | r/0.5 B4/0.5 G4/0.5 B4/0.5 r/0.5 D5/1 r/0.5 |
  E5/1 D5/0.5 C5/1.5 r/1 | D5/2 B4/2`;
/** Piano hits (beat in bar, length, accent) and strum strokes (beat, down?). */
const PIANO_HITS: [number, number, number][] = [
  [0, 0.7, 70],
  [0.75, 0.6, 56],
  [1.5, 0.9, 64],
  [2.5, 0.4, 58],
  [3, 0.7, 66],
  [3.5, 0.4, 54],
];
const STRUMS: [number, boolean][] = [
  [0, true],
  [1, true],
  [1.5, false],
  [2.5, false],
  [3, true],
  [3.5, false],
];

export function lightPop(): Composition {
  const spans = chart(BARS, BEATS);
  const piano = new PartBuilder({
    name: 'piano',
    channel: 0,
    program: 0,
    pan: 56,
    reverb: 45,
    filter: 'highpass=f=150,lowpass=f=4500',
  });
  const guitar = new PartBuilder({
    name: 'guitar',
    channel: 1,
    program: 25,
    pan: 28,
    reverb: 40,
    filter: 'highpass=f=200,lowpass=f=3000',
    gainDb: -9,
  });
  const marimba = new PartBuilder({
    name: 'marimba',
    channel: 2,
    program: 12,
    pan: 92,
    reverb: 55,
    filter: 'highpass=f=200,lowpass=f=3500',
    gainDb: 1,
  });
  const bass = new PartBuilder({
    name: 'bass',
    channel: 3,
    program: 33,
    pan: 64,
    reverb: 10,
    filter: 'lowpass=f=1500',
    gainDb: -3,
  });
  const drums = new PartBuilder({
    name: 'drums',
    channel: 9,
    program: 0,
    pan: 64,
    reverb: 30,
    filter: 'equalizer=f=2500:t=q:w=1:g=-4',
    gainDb: -5,
  });

  let voicing: number[] | undefined;
  let strum: number[] | undefined;
  spans.forEach((span, i) => {
    const c = chord(span.symbol);
    voicing = voiceLead(c, voicing, { low: midi('G3'), high: midi('C5'), size: 3 });
    strum = voiceLead(c, strum, { low: midi('E3'), high: midi('B4'), size: 4 });
    const end = span.beat + span.length;
    const bar = Math.floor(span.beat / BEATS) * BEATS;
    for (const [t, length, velocity] of PIANO_HITS) {
      const beat = bar + t;
      if (beat >= span.beat && beat < end) piano.add(beat, Math.min(length, end - beat), voicing, velocity);
    }
    for (const [t, down] of STRUMS) {
      const beat = bar + t;
      if (beat < span.beat || beat >= end) continue;
      const strings = down ? strum : [...strum].reverse().slice(0, 3);
      strings.forEach((p, k) => guitar.add(beat + k * 0.02, 0.45, p, (down ? 60 : 46) - k * 2));
    }
    // Bass: root on 1, its octave on the "a" of 1, root on 2-and and 3, leading tone on 4-and.
    const root = bassNote(c, midi('A1'));
    const next = bassNote(chord(spans[(i + 1) % spans.length]!.symbol), midi('A1'));
    const line: [number, number, number, number][] =
      span.length === 4
        ? [
            [0, 0.7, root, 92],
            [0.75, 0.5, root + 12, 70],
            [1.5, 0.9, root, 82],
            [2.5, 0.45, root, 76],
            [3, 0.45, root, 84],
            [3.5, 0.45, next === root ? root + 7 : next - 1, 74],
          ]
        : [
            [0, 0.7, root, 90],
            [0.75, 0.5, root + 12, 68],
            [1.5, 0.45, next === root ? root : next - 1, 78],
          ];
    for (const [t, length, pitch, velocity] of line) bass.add(span.beat + t, length, pitch, velocity);
  });

  for (let bar = 0; bar < BARS.length; bar++) {
    const b = bar * BEATS;
    drums
      .add(b, 0.25, 36, 94)
      .add(b + 1.5, 0.25, 36, 72)
      .add(b + 2, 0.25, 36, 88);
    if (bar >= 4)
      drums
        .add(b + 1, 0.25, 39, 70)
        .add(b + 3, 0.25, 39, 74)
        .add(b + 1, 0.25, 38, 44)
        .add(b + 3, 0.25, 38, 48);
    else drums.add(b + 3, 0.25, 39, 56);
    for (let s = 0; s < 16; s++) drums.add(b + s * 0.25, 0.2, 70, s % 4 === 2 ? 62 : s % 2 ? 34 : 46);
  }

  melody(marimba, 4 * BEATS, VERSE_LINE, 58, midi, 0.9);
  melody(marimba, 12 * BEATS, HOOK, 66, midi, 0.9);
  melody(marimba, 20 * BEATS, VERSE_LINE, 58, midi, 0.9);
  melody(marimba, 28 * BEATS, HOOK, 68, midi, 0.9);

  return {
    id: 'light-pop',
    beatsPerBar: BEATS,
    bars: BARS.length,
    parts: [piano.build(), guitar.build(), marimba.build(), bass.build(), drums.build()],
  };
}
