/**
 * A minimal Standard MIDI File (format 1) writer: enough for note data, tempo, programs and
 * controllers. Times are in beats (quarter notes); 960 ticks per beat keeps swing exact.
 */
export const TICKS_PER_BEAT = 960;

export interface MidiEvent {
  tick: number;
  /** Sort key among events at the same tick: note-offs before controllers before note-ons. */
  order: number;
  bytes: number[];
}

export interface MidiTrack {
  name: string;
  events: MidiEvent[];
}

export function noteOn(beat: number, channel: number, pitch: number, velocity: number): MidiEvent {
  return { tick: toTick(beat), order: 2, bytes: [0x90 | channel, clamp7(pitch), Math.max(1, clamp7(velocity))] };
}

export function noteOff(beat: number, channel: number, pitch: number): MidiEvent {
  return { tick: toTick(beat), order: 0, bytes: [0x80 | channel, clamp7(pitch), 0] };
}

export function controller(beat: number, channel: number, cc: number, value: number): MidiEvent {
  return { tick: toTick(beat), order: 1, bytes: [0xb0 | channel, cc, clamp7(value)] };
}

export function programChange(beat: number, channel: number, program: number): MidiEvent {
  return { tick: toTick(beat), order: 1, bytes: [0xc0 | channel, clamp7(program)] };
}

export function tempo(beat: number, microsecondsPerBeat: number): MidiEvent {
  const us = Math.round(microsecondsPerBeat);
  return { tick: toTick(beat), order: 1, bytes: [0xff, 0x51, 0x03, (us >> 16) & 0xff, (us >> 8) & 0xff, us & 0xff] };
}

export function timeSignature(beat: number, numerator: number): MidiEvent {
  return { tick: toTick(beat), order: 1, bytes: [0xff, 0x58, 0x04, numerator, 2, 24, 8] };
}

export function writeSmf(tracks: MidiTrack[]): Buffer {
  const header = Buffer.alloc(14);
  header.write('MThd', 0, 'ascii');
  header.writeUInt32BE(6, 4);
  header.writeUInt16BE(1, 8);
  header.writeUInt16BE(tracks.length, 10);
  header.writeUInt16BE(TICKS_PER_BEAT, 12);
  return Buffer.concat([header, ...tracks.map(encodeTrack)]);
}

function encodeTrack(track: MidiTrack): Buffer {
  const sorted = [...track.events].sort((a, b) => a.tick - b.tick || a.order - b.order);
  const name = [...Buffer.from(track.name, 'ascii')];
  const body: number[] = [0x00, 0xff, 0x03, ...varLen(name.length), ...name];
  let last = 0;
  for (const event of sorted) {
    body.push(...varLen(event.tick - last), ...event.bytes);
    last = event.tick;
  }
  body.push(0x00, 0xff, 0x2f, 0x00);
  const chunk = Buffer.alloc(8 + body.length);
  chunk.write('MTrk', 0, 'ascii');
  chunk.writeUInt32BE(body.length, 4);
  Buffer.from(body).copy(chunk, 8);
  return chunk;
}

function varLen(value: number): number[] {
  const out = [value & 0x7f];
  for (let v = value >> 7; v > 0; v >>= 7) out.unshift((v & 0x7f) | 0x80);
  return out;
}

function toTick(beat: number): number {
  return Math.max(0, Math.round(beat * TICKS_PER_BEAT));
}

function clamp7(value: number): number {
  return Math.min(127, Math.max(0, Math.round(value)));
}
