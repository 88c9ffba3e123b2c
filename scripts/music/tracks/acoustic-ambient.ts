import { chart, melody, PartBuilder, type Composition } from '../composition.js';
import { bassNote, chord, midi, voiceLead } from '../theory.js';

/**
 * Acoustic Ambient: G major, 24 bars of 4/4 (75 s, about 77 BPM), no drums. A fingerpicked nylon
 * guitar lets every note ring, a warm pad holds the harmony (high-passed, so it floats), a
 * fretless bass moves in half and whole notes, and a piano drops a few notes from bar 9 on.
 * Three 8-bar phrases, each ending Dsus4 -> D, so the loop returns to Gadd9 as a resolution.
 */
const BEATS = 4;
const BARS = [
  'Gadd9',
  'D/F#',
  'Em7',
  'Cmaj7',
  'Gadd9',
  'D/F#',
  'Cmaj7',
  'Dsus4 D',
  'Em7',
  'Cmaj7',
  'G/B',
  'Am7',
  'Em7',
  'Cadd9',
  'Am7',
  'Dsus4 D',
  'Cmaj7',
  'D/F#',
  'Em7',
  'G/D',
  'Cmaj7',
  'G/B',
  'Am7',
  'Dsus4 D',
];
const PIANO = `B4/3 r/1 | G4/2 E5/2 | D5/4 | C5/2 r/2 | B4/1.5 G4/0.5 E4/2 | D5/2 E5/2 | C5/3 r/1 | A4/2 F#4/2 |
  E5/3 r/1 | F#5/2 D5/2 | G5/1.5 E5/0.5 B4/2 | D5/4 | E5/2 G4/2 | B4/2 D5/2 | C5/2 E4/2 | G4/2 F#4/2`;
/** Which voice (0 = bass, 1-4 = chord from low to high) the guitar plays on each eighth. */
const PICKING = [0, 2, 3, 4, 1, 3, 2, 4];

export function acousticAmbient(): Composition {
  const spans = chart(BARS, BEATS);
  const guitar = new PartBuilder(
    { name: 'guitar', channel: 0, program: 24, pan: 50, reverb: 70, filter: 'highpass=f=90,lowpass=f=4000' },
    { timing: 0.015, velocity: 7 },
  );
  const pad = new PartBuilder({
    name: 'pad',
    channel: 1,
    program: 89,
    pan: 78,
    reverb: 90,
    chorus: 40,
    filter: 'highpass=f=220,lowpass=f=2400',
    gainDb: -6,
  });
  const bass = new PartBuilder({
    name: 'bass',
    channel: 2,
    program: 35,
    pan: 64,
    reverb: 30,
    filter: 'lowpass=f=1200',
    gainDb: -4,
  });
  const piano = new PartBuilder({
    name: 'piano',
    channel: 3,
    program: 0,
    pan: 84,
    reverb: 95,
    filter: 'highpass=f=200,lowpass=f=3200',
    gainDb: 3,
  });

  let voicing: number[] | undefined;
  let padVoicing: number[] | undefined;
  spans.forEach((span) => {
    const c = chord(span.symbol);
    voicing = voiceLead(c, voicing, { low: midi('G3'), high: midi('E5'), size: 4 });
    padVoicing = voiceLead(c, padVoicing, { low: midi('C4'), high: midi('D5'), size: 3 });
    const low = bassNote(c, midi('E2'));
    for (let e = 0; e < span.length * 2; e++) {
      const beat = span.beat + e * 0.5;
      const voice = PICKING[(beat * 2) % 8]!;
      const pitch = voice === 0 ? low : voicing[voice - 1]!;
      guitar.add(beat, voice === 0 ? span.length - e * 0.5 : 1.5, pitch, voice === 0 ? 64 : e % 2 ? 46 : 54);
    }
    pad.add(span.beat, span.length, padVoicing, 56);
    const root = bassNote(c, midi('E1'));
    if (span.length === 4 && Math.floor(span.beat / BEATS) % 2 === 1) {
      bass.add(span.beat, 2, root, 70).add(span.beat + 2, 2, root + 7 > midi('D3') ? root - 5 : root + 7, 60);
    } else {
      bass.add(span.beat, span.length, root, 70);
    }
  });

  melody(piano, 8 * BEATS, PIANO, 54, midi, 1.2);

  return {
    id: 'acoustic-ambient',
    beatsPerBar: BEATS,
    bars: BARS.length,
    parts: [guitar.build(), pad.build(), bass.build(), piano.build()],
  };
}
