/**
 * MPEG audio Layer III frames read and the Xing/Info + LAME tag frame written, on bytes in memory
 * (record 120). A split encode joins parts of several LAME runs into one stream; this finds each
 * part's frames and writes the one tag frame the joined stream needs, laid out as ffmpeg's mp3
 * muxer writes it (libavformat/mp3enc.c), so players and ffmpeg read its length and gapless trim.
 */

/** Samples in one MPEG-1 Layer III frame; the frame grid a split encode cuts on. */
export const MP3_FRAME_SAMPLES = 1152;
/** LAME's encoder delay at 44.1 kHz (ffmpeg's initial padding 1105 less the decoder's 529). */
const LAME_DELAY_SAMPLES = 576;

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = [44_100, 48_000, 32_000];
/** The TOC's seek table, and the tag's fields after the "Info" word (ffmpeg's XING_SIZE). */
const TOC_ENTRIES = 100;
const TAG_BYTES = 156;
/** The LAME tag's CRC covers the frame's first 190 bytes (the LAME tag specification). */
const TAG_CRC_BYTES = 190;
/** ffmpeg keeps at most this many byte positions for the TOC, halving them as they fill (mp3enc.c). */
const TOC_BAGS = 400;
/** Field offsets from the "Info" word (mp3enc.c). */
const AT = { frames: 8, bytes: 12, toc: 16, encoder: 120, delayPadding: 141, musicLength: 148, musicCrc: 152 };
const TAG_CRC_AT = 154;

export interface FrameHeader {
  /** The frame's length in bytes, header included. */
  bytes: number;
  sampleRate: number;
  /** Samples per channel the frame decodes to. */
  samples: number;
  mono: boolean;
  /** MPEG-1 (true) or MPEG-2/2.5. */
  mpeg1: boolean;
}

/** The Layer III frame header at `at`, or null when none starts there. */
export function frameHeader(bytes: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return null;
  const version = (bytes[at + 1]! >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  const layer = (bytes[at + 1]! >> 1) & 3; // 1: Layer III
  const bitrateIndex = bytes[at + 2]! >> 4;
  const rateIndex = (bytes[at + 2]! >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const sampleRate = SAMPLE_RATES[rateIndex]! / (mpeg1 ? 1 : version === 2 ? 2 : 4);
  const bitrate = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[bitrateIndex]! * 1000;
  const padding = (bytes[at + 2]! >> 1) & 1;
  const samples = mpeg1 ? 1152 : 576;
  return {
    bytes: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding,
    sampleRate,
    samples,
    mono: bytes[at + 3]! >> 6 === 3,
    mpeg1,
  };
}

/** The length of a leading ID3v2 tag (header, syncsafe size, footer), 0 when there is none. */
export function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/** Whether the frame holds a Xing or Info tag rather than audio. */
function isTagFrame(bytes: Uint8Array, at: number, header: FrameHeader): boolean {
  const word = String.fromCharCode(...bytes.subarray(at + sideInfoEnd(header), at + sideInfoEnd(header) + 4));
  return word === 'Xing' || word === 'Info';
}

export interface Mp3Layout {
  /** Bytes of the leading ID3v2 tag. */
  id3: number;
  /** Offset of the Xing/Info tag frame, if there is one. */
  tagFrame?: number;
  /** Each audio frame's offset and length, in order, back to back. */
  frames: { at: number; bytes: number }[];
  header: FrameHeader;
}

/**
 * The stream's ID3v2 tag, tag frame and audio frames. Throws when anything but a frame follows a
 * frame (a gap, a stray byte, a cut frame): a joined stream must parse back to back to its end.
 */
export function mp3Layout(bytes: Uint8Array): Mp3Layout {
  const id3 = id3v2Length(bytes);
  const frames: Mp3Layout['frames'] = [];
  let first: FrameHeader | undefined;
  let tagFrame: number | undefined;
  for (let at = id3; at < bytes.length;) {
    const header = frameHeader(bytes, at);
    if (!header || at + header.bytes > bytes.length) throw new Error(`no MP3 frame at byte ${at} of ${bytes.length}`);
    if (!first && isTagFrame(bytes, at, header)) tagFrame = at;
    else frames.push({ at, bytes: header.bytes });
    first ??= header;
    at += header.bytes;
  }
  if (!first) throw new Error('no MP3 frames');
  return { id3, ...(tagFrame !== undefined && { tagFrame }), frames, header: first };
}

/** CRC-16/ARC (polynomial 0x8005 reflected, start 0): ffmpeg's AV_CRC_16_ANSI_LE, the LAME tag's CRCs. */
export function crc16(bytes: Uint8Array, crc = 0): number {
  const [t0, t1, t2, t3] = CRC_TABLES;
  // Four bytes a step (slicing by 4: the CRC reaches only the first two), then byte by byte:
  // a 10-minute programme's 10 MB in a few milliseconds of the event loop.
  let i = 0;
  for (const whole = bytes.length - 3; i < whole; i += 4) {
    const x = crc ^ bytes[i]! ^ (bytes[i + 1]! << 8);
    crc = t3![x & 0xff]! ^ t2![x >>> 8]! ^ t1![bytes[i + 2]!]! ^ t0![bytes[i + 3]!]!;
  }
  for (; i < bytes.length; i++) crc = t0![(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return crc;
}

/** Table k: the CRC of a byte followed by k zero bytes. */
const CRC_TABLES = ((): Uint16Array[] => {
  const t0 = Uint16Array.from({ length: 256 }, (_, byte) => {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
    return crc;
  });
  const tables = [t0];
  for (let k = 1; k < 4; k++) tables.push(tables[k - 1]!.map((crc) => (crc >>> 8) ^ t0[crc & 0xff]!));
  return tables;
})();

export interface InfoFrameInput {
  /** A header of the stream (its version, sample rate, channel mode); the tag frame takes its bitrate. */
  header: Uint8Array;
  /** Each audio frame's length in bytes, in order. */
  frameSizes: number[];
  /** The audio frames' bytes, in order, in as many slices as they lie in (for the music CRC). */
  audio: Uint8Array[];
  /** Source samples the stream decodes to once trimmed (the gapless length). */
  samples: number;
  /** Samples the encoder put before the first source sample. */
  delay?: number;
}

/**
 * The Xing "Info" + LAME tag frame for a CBR stream of these frames: frame and byte counts, the TOC,
 * encoder delay and end padding (what a gapless decoder trims), the music length and CRC, and the
 * tag's own CRC, each where and as ffmpeg's muxer writes them.
 */
export function infoFrame(input: InfoFrameInput): Uint8Array {
  const delay = input.delay ?? LAME_DELAY_SAMPLES;
  if (!frameHeader(input.header, 0)) throw new Error('not an MP3 frame header');
  // The stream's header with no CRC, no padding, and of its last byte only the channel mode (as mp3enc.c writes it).
  const head = Uint8Array.from(input.header.subarray(0, 4));
  head[1] = head[1]! | 1;
  head[2] = head[2]! & ~0x02;
  head[3] = head[3]! & 0xc0;
  const header = frameHeader(head, 0)!;
  const offset = sideInfoEnd(header);
  if (offset + TAG_BYTES > header.bytes) throw new Error('the tag does not fit the stream bitrate');
  const frame = new Uint8Array(header.bytes);
  frame.set(head);
  const view = new DataView(frame.buffer);
  frame.set(ascii('Info'), offset);
  view.setUint32(offset + 4, 0x0f); // frames, bytes, TOC, quality present
  const allBytes = input.frameSizes.reduce((sum, size) => sum + size, frame.length);
  view.setUint32(offset + AT.frames, input.frameSizes.length);
  view.setUint32(offset + AT.bytes, allBytes);
  frame.set(toc(frame.length, input.frameSizes, allBytes), offset + AT.toc);
  // Encoder name: "Lavf" as ffmpeg writes it when it does not know the encoder's; its decoder reads the gapless fields after any of LAME/Lavf/Lavc.
  frame.set(ascii('Lavf'), offset + AT.encoder);
  const padding = input.frameSizes.length * header.samples - delay - input.samples;
  if (padding < 0 || padding > 4095 || delay > 4095) throw new Error(`delay ${delay}, padding ${padding} out of range`);
  frame[offset + AT.delayPadding] = delay >> 4;
  frame[offset + AT.delayPadding + 1] = ((delay & 0x0f) << 4) | (padding >> 8);
  frame[offset + AT.delayPadding + 2] = padding & 0xff;
  view.setUint32(offset + AT.musicLength, allBytes);
  let music = 0;
  for (const slice of input.audio) music = crc16(slice, music);
  view.setUint16(offset + AT.musicCrc, music);
  // Over the first 190 bytes with its own field still zero: in a mono frame the field lies inside them (as mp3enc.c computes it).
  view.setUint16(offset + TAG_CRC_AT, crc16(frame.subarray(0, TAG_CRC_BYTES)));
  return frame;
}

/** Where the Xing word starts in a frame: after the header and the side information. */
function sideInfoEnd(header: FrameHeader): number {
  return 4 + (header.mpeg1 ? (header.mono ? 17 : 32) : header.mono ? 9 : 17);
}

/**
 * The seek table: for each percent of the frames, the byte position as a fraction of 256. Kept as
 * ffmpeg keeps it (a position every `want` frames in 400 bags, halved as they fill) so a joined
 * stream's TOC is the one a single encode of the same frames gets.
 */
function toc(tagBytes: number, frameSizes: number[], allBytes: number): Uint8Array {
  const bags: number[] = [];
  let want = 1;
  let seen = 0;
  let size = tagBytes;
  for (const frameSize of frameSizes) {
    size += frameSize;
    if (++seen < want) continue;
    bags.push(size);
    seen = 0;
    if (bags.length === TOC_BAGS) {
      for (let i = 1; i < TOC_BAGS; i += 2) bags[i >> 1] = bags[i]!;
      bags.length = TOC_BAGS / 2;
      want *= 2;
    }
  }
  const table = new Uint8Array(TOC_ENTRIES);
  for (let i = 1; i < TOC_ENTRIES; i++) {
    const bag = bags[Math.floor((i * bags.length) / TOC_ENTRIES)] ?? 0;
    table[i] = Math.min(255, Math.floor((256 * bag) / allBytes));
  }
  return table;
}

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}
