import { chart, melody, PartBuilder, type Composition } from '../composition.js';
import { bassNote, chord, midi, voiceLead } from '../theory.js';

/**
 * Corporate Upbeat: D major, 40 bars of 4/4 (85 s, about 113 BPM). "Inspiring piano" style:
 * a piano eighth-note ostinato, sustained strings, a driving finger bass and a light pop kit, with
 * a sparse high piano tune. Form: intro 4 | A 8 | B 8 | A 8 | B 8 | turnaround 4 (ends on A7sus4 -> A,
 * the dominant, which resolves into bar 1's D when the loop starts again).
 */
const BEATS = 4;
const INTRO = ['D', 'A/C#', 'Bm7', 'Gmaj7'];
const A = ['D', 'A/C#', 'Bm7', 'Gmaj7', 'D/F#', 'G', 'Em7', 'A7sus4 A'];
const B = ['Gmaj7', 'A', 'F#m7', 'Bm7', 'Em7', 'F#m7', 'G', 'Asus4 A'];
const TURN = ['Gmaj7', 'A/G', 'F#m7 Bm7', 'Em7 A7sus4'];
const BARS = [...INTRO, ...A, ...B, ...A, ...B, ...TURN];

const TUNE_A = `r/1 A4/0.5 D5/0.5 F#5/1.5 E5/0.5 | E5/3 r/1 | r/1 F#4/0.5 B4/0.5 D5/1.5 C#5/0.5 | B4/3 r/1 |
  r/1 A4/0.5 D5/0.5 A5/1.5 G5/0.5 | F#5/2 E5/1 D5/1 | E5/1.5 D5/0.5 B4/2 | A4/2 C#5/2`;
const TUNE_B = `D5/1 F#5/1 A5/2 | A5/1 G5/0.5 F#5/0.5 E5/2 | r/1 C#5/1 E5/1 F#5/1 | D5/3 r/1 |
  r/1 G5/1 F#5/1 E5/1 | C#5/2 A4/2 | B4/1 D5/1 G5/2 | E5/2 C#5/2`;
const TUNE_A2 = `r/1 A4/0.5 D5/0.5 F#5/1 A5/1 | G5/1 E5/2 r/1 | r/1 F#4/0.5 B4/0.5 D5/1 F#5/1 | E5/1 D5/2 r/1 |
  r/1 A4/0.5 D5/0.5 A5/1.5 G5/0.5 | F#5/2 E5/1 D5/1 | E5/1.5 D5/0.5 B4/2 | A4/4`;

export function corporateUpbeat(): Composition {
  const spans = chart(BARS, BEATS);
  const piano = new PartBuilder({
    name: 'piano',
    channel: 0,
    program: 0,
    pan: 52,
    reverb: 50,
    filter: 'highpass=f=160,lowpass=f=5000',
  });
  const tune = new PartBuilder({
    name: 'tune',
    channel: 1,
    program: 0,
    pan: 76,
    reverb: 70,
    filter: 'highpass=f=250,lowpass=f=3200',
    gainDb: 3,
  });
  const strings = new PartBuilder({
    name: 'strings',
    channel: 2,
    program: 48,
    pan: 70,
    reverb: 80,
    filter: 'highpass=f=200,lowpass=f=3500',
    gainDb: -6,
  });
  const bass = new PartBuilder({
    name: 'bass',
    channel: 3,
    program: 33,
    pan: 64,
    reverb: 10,
    filter: 'lowpass=f=1800',
    gainDb: 0,
  });
  const drums = new PartBuilder({
    name: 'drums',
    channel: 9,
    program: 0,
    pan: 64,
    reverb: 30,
    filter: 'equalizer=f=2500:t=q:w=1:g=-4',
    gainDb: -2,
  });

  // Piano: eighths on the chord, voiced in C4-A4 and led smoothly; accents push the "and" of 2.
  const accent = [74, 50, 58, 70, 62, 52, 66, 56];
  let voicing: number[] | undefined;
  for (const span of spans) {
    voicing = voiceLead(chord(span.symbol), voicing, { low: midi('A3'), high: midi('B4'), size: 3 });
    for (let e = 0; e < span.length * 2; e++) {
      const beat = span.beat + e * 0.5;
      const intro = beat < 16 ? -8 : 0;
      piano.add(beat, 0.42, voicing, accent[(beat * 2) % 8]! + intro);
    }
  }

  // Strings: sustained four-voice chords, quiet in the intro, fuller in the B sections.
  let pad: number[] | undefined;
  for (const span of spans) {
    pad = voiceLead(chord(span.symbol), pad, { low: midi('G3'), high: midi('E5'), size: 4 });
    const bar = Math.floor(span.beat / BEATS);
    const inB = (bar >= 12 && bar < 20) || (bar >= 28 && bar < 36);
    strings.add(span.beat, span.length, pad, bar < 4 ? 48 : inB ? 72 : 60);
  }

  // Bass: driving eighths on the root (or slash bass), the last eighth leading to the next chord.
  spans.forEach((span, i) => {
    const root = bassNote(chord(span.symbol), midi('A1'));
    const nextSpan = spans[(i + 1) % spans.length]!;
    const next = bassNote(chord(nextSpan.symbol), midi('A1'));
    const count = span.length * 2;
    for (let e = 0; e < count; e++) {
      const last = e === count - 1 && next !== root;
      const pitch = last ? next + (next > root ? -1 : 1) * (Math.abs(next - root) > 2 ? 2 : 1) : root;
      bass.add(span.beat + e * 0.5, 0.45, pitch, e % 2 === 0 ? 92 : 74);
    }
  });

  // Drums: kick on 1 and 3 (and 3-and on even bars), snare on 2 and 4 after the intro, soft hats.
  const totalBars = BARS.length;
  for (let bar = 0; bar < totalBars; bar++) {
    const b = bar * BEATS;
    drums.add(b, 0.25, 36, 96).add(b + 2, 0.25, 36, 90);
    if (bar % 2 === 1) drums.add(b + 2.5, 0.25, 36, 70);
    if (bar >= 4) drums.add(b + 1, 0.25, 38, 62).add(b + 3, 0.25, 38, 66);
    else drums.add(b + 3, 0.25, 37, 50);
    for (let e = 0; e < 8; e++) {
      const open = e === 7 && bar % 4 === 3;
      drums.add(b + e * 0.5, 0.25, open ? 46 : 42, open ? 46 : e % 2 === 0 ? 52 : 36);
    }
    if (bar === 12 || bar === 28) drums.add(b, 1, 49, 48);
  }
  const last = (totalBars - 1) * BEATS; // small fill back into bar 1
  [3.25, 3.5, 3.75].forEach((t, i) => drums.add(last + t, 0.2, 38, 46 + i * 10));

  // Tune: sparse, high enough to sit above the voice's fundamentals, silent in intro and turnaround.
  melody(tune, 4 * BEATS, TUNE_A, 62, midi);
  melody(tune, 12 * BEATS, TUNE_B, 64, midi);
  melody(tune, 20 * BEATS, TUNE_A2, 62, midi);
  melody(tune, 28 * BEATS, TUNE_B, 66, midi);

  return {
    id: 'corporate-upbeat',
    beatsPerBar: BEATS,
    bars: totalBars,
    parts: [piano.build(), tune.build(), strings.build(), bass.build(), drums.build()],
  };
}
