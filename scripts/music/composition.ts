import { seeded } from './theory.js';

/** One note; times in beats (quarter notes) from the start of the loop. */
export interface Note {
  beat: number;
  length: number;
  pitch: number;
  velocity: number;
}

/** One instrument, rendered as its own stem so it can be filtered and balanced on its own. */
export interface Part {
  name: string;
  /** MIDI channel 0-15; 9 is the drum channel (program then picks the kit, 40 = brushes). */
  channel: number;
  program: number;
  pan: number; // 0 left, 64 centre, 127 right
  reverb: number; // CC91
  chorus: number; // CC93
  /** ffmpeg filters applied to this stem, e.g. 'highpass=f=200' (keep speech frequencies clear). */
  filter?: string;
  gainDb: number;
  notes: Note[];
}

export interface Composition {
  id: string;
  beatsPerBar: number;
  bars: number;
  /** Extra master filters after the mix (the shared speech-band dip is applied by the renderer). */
  masterFilter?: string;
  parts: Part[];
}

export function loopBeats(c: Composition): number {
  return c.bars * c.beatsPerBar;
}

type PartOptions = Omit<Part, 'notes' | 'gainDb' | 'reverb' | 'chorus' | 'pan'> &
  Partial<Pick<Part, 'gainDb' | 'reverb' | 'chorus' | 'pan'>>;

/** Collects notes for one part, with small repeatable timing and velocity variation. */
export class PartBuilder {
  readonly notes: Note[] = [];
  private readonly random: () => number;

  constructor(
    private readonly options: PartOptions,
    private readonly feel = { timing: 0.008, velocity: 6 },
  ) {
    this.random = seeded(options.name.length * 7919 + options.program * 31 + options.channel);
  }

  add(beat: number, length: number, pitch: number | number[], velocity: number): this {
    for (const p of Array.isArray(pitch) ? pitch : [pitch]) {
      const drift = beat === 0 ? Math.abs(this.jitter(this.feel.timing)) : this.jitter(this.feel.timing);
      this.notes.push({
        beat: beat + drift,
        length: Math.max(0.05, length - 0.02),
        pitch: p,
        velocity: Math.round(velocity + this.jitter(this.feel.velocity)),
      });
    }
    return this;
  }

  build(): Part {
    return { pan: 64, reverb: 40, chorus: 0, gainDb: 0, ...this.options, notes: this.notes };
  }

  private jitter(amount: number): number {
    return (this.random() * 2 - 1) * amount;
  }
}

/** The beat of an eighth note within a beat, swung (ratio 2:1 gives 0.667). */
export function swing(beat: number, ratio = 0.62): number {
  const whole = Math.floor(beat);
  return beat - whole >= 0.5 ? whole + ratio : beat;
}

export interface ChordSpan {
  beat: number;
  length: number;
  symbol: string;
}

/** Bars of chord symbols ('D', 'A7sus4 A' = two chords sharing the bar) as timed spans. */
export function chart(bars: string[], beatsPerBar: number, startBar = 0): ChordSpan[] {
  return bars.flatMap((bar, b) => {
    const symbols = bar.trim().split(/\s+/);
    const length = beatsPerBar / symbols.length;
    return symbols.map((symbol, i) => ({ beat: (startBar + b) * beatsPerBar + i * length, length, symbol }));
  });
}

/**
 * A melody written as 'F#5/1.5 E5/0.5 r/2 | D5/4' (pitch/beats, r = rest, bars '|' for the eye).
 * Returns the beat after its last note. `legato` is the fraction of each length that sounds.
 */
export function melody(
  part: PartBuilder,
  startBeat: number,
  text: string,
  velocity: number,
  toMidi: (name: string) => number,
  legato = 0.95,
): number {
  let beat = startBeat;
  for (const token of text.split(/\s+/).filter((t) => t && t !== '|')) {
    const [name, length] = token.split('/');
    const beats = Number(length);
    if (!name || !Number.isFinite(beats)) throw new Error(`Bad melody token ${token}`);
    if (name !== 'r') part.add(beat, beats * legato, toMidi(name), velocity + (beat % 1 === 0 ? 4 : -4));
    beat += beats;
  }
  return beat;
}

/** Swings a part's off-beat eighths (and stretches the on-beat eighth before each). */
export function swingPart(part: PartBuilder, ratio = 0.62): void {
  for (const note of part.notes) {
    const fraction = note.beat - Math.floor(note.beat);
    if (Math.abs(fraction - 0.5) < 0.03) {
      note.beat += ratio - 0.5;
      note.length = Math.max(0.05, note.length - (ratio - 0.5));
    } else if ((fraction < 0.03 || fraction > 0.97) && Math.abs(note.length - 0.475) < 0.06) {
      note.length += ratio - 0.5;
    }
  }
}
