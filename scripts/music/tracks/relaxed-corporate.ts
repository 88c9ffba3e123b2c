import { chart, melody, PartBuilder, type Composition } from '../composition.js';
import { bassNote, chord, midi, voiceLead } from '../theory.js';

/**
 * Relaxed Corporate: E-flat major, 32 bars of 4/4 (80 s, 96 BPM). Electric piano in extended
 * voicings (maj9, m9, 9sus4) with a laid-back syncopation, a warm pad, fingered bass, a soft kit
 * (side-stick, closed hat, maracas) and a clean electric guitar answering in sparse phrases in the
 * second and fourth sections. Each 8 bars close on Bb7sus4 -> Bb, the dominant of bar 1's Ebmaj7.
 */
const BEATS = 4;
const S1 = ['Ebmaj7', 'Cm7', 'Abmaj7', 'Bb7sus4 Bb', 'Ebmaj7', 'Cm7', 'Abmaj7', 'Bb7sus4 Bb'];
const S2 = ['Abmaj7', 'Bb', 'Gm7', 'Cm7', 'Fm7', 'Gm7', 'Abmaj7', 'Bb7sus4 Bb'];
const S3 = ['Ebmaj9', 'Cm9', 'Abmaj9', 'Bb9sus4', 'Gm7', 'Cm7', 'Fm7', 'Bb7sus4 Bb'];
const S4 = ['Abmaj7', 'Bb', 'Gm7', 'Cm7', 'Fm9', 'Gm7', 'Abmaj7', 'Bb9sus4 Bb'];
const BARS = [...S1, ...S2, ...S3, ...S4];

const LINE_2 = `r/1 Eb5/1 C5/1 G4/1 | F4/2 D5/2 | r/1 D5/1 Bb4/1 G4/1 | G4/3 r/1 |
  r/1 C5/1 Ab4/1 F4/1 | D5/2 Bb4/2 | C5/1.5 Bb4/0.5 G4/2 | F4/2 D4/2`;
const LINE_4 = `r/1 C5/1 Eb5/1 G5/1 | F5/2 D5/2 | r/1 Bb4/1 D5/1 F5/1 | Eb5/3 r/1 |
  r/1 Ab4/1 C5/1 Eb5/1 | D5/2 Bb4/2 | C5/1.5 Bb4/0.5 G4/2 | F4/4`;
/** Electric piano: beat in bar, length, velocity. */
const KEYS: [number, number, number][] = [
  [0, 1.4, 62],
  [1.5, 1.4, 54],
  [3, 0.9, 50],
];

export function relaxedCorporate(): Composition {
  const spans = chart(BARS, BEATS);
  const keys = new PartBuilder({
    name: 'keys',
    channel: 0,
    program: 4,
    pan: 50,
    reverb: 55,
    chorus: 30,
    filter: 'highpass=f=140,lowpass=f=4000',
    gainDb: -4,
  });
  const pad = new PartBuilder({
    name: 'pad',
    channel: 1,
    program: 89,
    pan: 80,
    reverb: 80,
    chorus: 40,
    filter: 'highpass=f=250,lowpass=f=2200',
    gainDb: -9,
  });
  const bass = new PartBuilder({
    name: 'bass',
    channel: 2,
    program: 33,
    pan: 64,
    reverb: 10,
    filter: 'lowpass=f=1500',
    gainDb: -2,
  });
  const guitar = new PartBuilder({
    name: 'guitar',
    channel: 3,
    program: 27,
    pan: 84,
    reverb: 65,
    filter: 'highpass=f=200,lowpass=f=3000',
    gainDb: -3,
  });
  const drums = new PartBuilder({
    name: 'drums',
    channel: 9,
    program: 0,
    pan: 64,
    reverb: 35,
    filter: 'equalizer=f=2500:t=q:w=1:g=-5',
    gainDb: -4,
  });

  let voicing: number[] | undefined;
  let padVoicing: number[] | undefined;
  spans.forEach((span, i) => {
    const c = chord(span.symbol);
    voicing = voiceLead(c, voicing, { low: midi('F3'), high: midi('C5'), size: 4, omitRoot: true });
    padVoicing = voiceLead(c, padVoicing, { low: midi('Bb3'), high: midi('Bb4'), size: 3 });
    const end = span.beat + span.length;
    const bar = Math.floor(span.beat / BEATS) * BEATS;
    for (const [t, length, velocity] of KEYS) {
      const beat = bar + t;
      if (beat >= span.beat && beat < end) keys.add(beat, Math.min(length, end - beat), voicing, velocity);
    }
    pad.add(span.beat, span.length, padVoicing, 50);
    // Bass: root, a syncopated repeat, the fifth, and a step into the next chord.
    const root = bassNote(c, midi('Bb1'));
    const next = bassNote(chord(spans[(i + 1) % spans.length]!.symbol), midi('Bb1'));
    const fifth = root + 7 <= midi('D3') ? root + 7 : root - 5;
    const line: [number, number, number, number][] =
      span.length === 4
        ? [
            [0, 1.3, root, 90],
            [1.5, 0.45, root, 70],
            [2, 0.9, fifth, 78],
            [3.5, 0.45, next === root ? root : next + (next > root ? -2 : 2), 72],
          ]
        : [
            [0, 1.3, root, 88],
            [1.5, 0.45, next === root ? root : next + (next > root ? -1 : 1), 70],
          ];
    for (const [t, length, pitch, velocity] of line) bass.add(span.beat + t, length, pitch, velocity);
  });

  for (let bar = 0; bar < BARS.length; bar++) {
    const b = bar * BEATS;
    drums.add(b, 0.25, 36, 86).add(b + 2.5, 0.25, 36, 70);
    if (bar % 2 === 1) drums.add(b + 1.75, 0.25, 36, 54);
    drums.add(b + 1, 0.25, 37, 64).add(b + 3, 0.25, 37, 68);
    for (let e = 0; e < 8; e++) drums.add(b + e * 0.5, 0.2, 42, e % 2 ? 34 : 46);
    for (let s = 0; s < 16; s++) drums.add(b + s * 0.25, 0.2, 70, s % 2 ? 30 : 40);
  }

  melody(guitar, 8 * BEATS, LINE_2, 60, midi);
  melody(guitar, 24 * BEATS, LINE_4, 62, midi);

  return {
    id: 'relaxed-corporate',
    beatsPerBar: BEATS,
    bars: BARS.length,
    parts: [keys.build(), pad.build(), bass.build(), guitar.build(), drums.build()],
  };
}
