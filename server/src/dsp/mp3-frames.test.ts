import { describe, expect, it } from 'vitest';
import { crc16, frameHeader, id3v2Length, infoFrame, mp3Layout } from './mp3-frames.js';

// MPEG-1 Layer III, no CRC, 128 kb/s, 44.1 kHz, mono: 417 bytes, 418 with the padding bit.
const HEADER = [0xff, 0xfb, 0x90, 0xc4];

/** A frame of `bytes` bytes: the header (padding bit set for 418) and zeros. */
function frame(padded = false): Uint8Array {
  const bytes = new Uint8Array(padded ? 418 : 417);
  bytes.set(HEADER);
  if (padded) bytes[2] = bytes[2]! | 0x02;
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

describe('mp3 frames', () => {
  it('CRC-16/ARC gives its check value', () => {
    expect(crc16(new TextEncoder().encode('123456789'))).toBe(0xbb3d);
    // Continued over two halves, the same as over the whole.
    const bytes = new TextEncoder().encode('123456789');
    expect(crc16(bytes.subarray(4), crc16(bytes.subarray(0, 4)))).toBe(0xbb3d);
    // Four bytes a step gives what one bit at a time gives, at every length and split.
    const data = Uint8Array.from({ length: 1031 }, (_, i) => (i * 7919 + (i >> 3)) & 0xff);
    let bitwise = 0;
    for (const byte of data) {
      bitwise ^= byte;
      for (let bit = 0; bit < 8; bit++) bitwise = bitwise & 1 ? (bitwise >>> 1) ^ 0xa001 : bitwise >>> 1;
    }
    expect(crc16(data)).toBe(bitwise);
    expect(crc16(data.subarray(5), crc16(data.subarray(0, 5)))).toBe(bitwise);
  });

  it('reads a header: length with and without padding, rate, samples, mono', () => {
    expect(frameHeader(frame(), 0)).toEqual({ bytes: 417, sampleRate: 44_100, samples: 1152, mono: true, mpeg1: true });
    expect(frameHeader(frame(true), 0)?.bytes).toBe(418);
    expect(frameHeader(Uint8Array.from([0xff, 0xfb, 0xf0, 0xc4]), 0)).toBeNull(); // bitrate index 15
    expect(frameHeader(Uint8Array.from([0x49, 0x44, 0x33, 0x04]), 0)).toBeNull();
  });

  it('measures an ID3v2 tag by its syncsafe size', () => {
    const tag = Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0x01, 0x7f, ...new Array<number>(255).fill(0)]);
    expect(id3v2Length(tag)).toBe(10 + 255);
    expect(id3v2Length(frame())).toBe(0);
  });

  it('lays out frames back to back and refuses a gap or a cut frame', () => {
    const stream = concat(frame(), frame(true), frame());
    expect(mp3Layout(stream).frames).toEqual([
      { at: 0, bytes: 417 },
      { at: 417, bytes: 418 },
      { at: 835, bytes: 417 },
    ]);
    expect(() => mp3Layout(concat(frame(), new Uint8Array(1), frame()))).toThrow('no MP3 frame at byte 417');
    expect(() => mp3Layout(concat(frame(), frame().subarray(0, 100)))).toThrow('no MP3 frame at byte 417');
  });

  it('writes an Info frame that reads back as the tag frame with its counts, delay and padding', () => {
    const frames = [frame(), frame(true), frame()];
    const tagOf = (samples: number) =>
      infoFrame({ header: frames[0]!, frameSizes: frames.map((f) => f.length), audio: frames, samples });
    const tag = tagOf(2000);
    const layout = mp3Layout(concat(tag, ...frames));
    expect(layout.tagFrame).toBe(0);
    expect(layout.frames).toHaveLength(3);
    const view = new DataView(tag.buffer, 21);
    expect(String.fromCharCode(...tag.subarray(21, 25))).toBe('Info');
    expect(view.getUint32(8)).toBe(3);
    expect(view.getUint32(12)).toBe(417 * 3 + 418);
    // Delay 576, padding 3 * 1152 - 576 - 2000 = 880, in 12 bits each.
    expect((view.getUint8(141) << 16) | (view.getUint8(142) << 8) | view.getUint8(143)).toBe((576 << 12) | 880);
    expect(() => tagOf(4000)).toThrow('out of range');
  });
});
