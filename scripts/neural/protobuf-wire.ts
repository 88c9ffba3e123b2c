/**
 * A minimal protobuf wire-format codec: a message is an ordered list of fields, each with its
 * field number, wire type and undecoded value. Nothing here knows a schema; callers decode the
 * nested messages they care about and pass every other field back unchanged, so a decode followed
 * by an encode of an untouched message gives back the same bytes (for canonical varints, which is
 * what every protobuf encoder writes).
 *
 * Built for models of a few hundred megabytes: decoded byte values are views into the input, never
 * copies, and encoding sizes the whole message first and writes it into one buffer, nested
 * messages included (see NestedField).
 */
export const WIRE_VARINT = 0;
export const WIRE_FIXED64 = 1;
export const WIRE_BYTES = 2;
export const WIRE_FIXED32 = 5;

export interface VarintField {
  field: number;
  wireType: typeof WIRE_VARINT;
  /** As written on the wire: unsigned, below 2^64 (negative int32/int64 values are two's complement). */
  value: bigint;
}

export interface BytesField {
  field: number;
  /** Fixed-width values keep their little-endian bytes (8 or 4 of them), which also round-trips floats exactly. */
  wireType: typeof WIRE_FIXED64 | typeof WIRE_BYTES | typeof WIRE_FIXED32;
  value: Uint8Array;
}

export type WireField = VarintField | BytesField;

/** Encode-only: a length-delimited field whose message is written in place rather than encoded separately and copied. */
export interface NestedField {
  field: number;
  wireType: typeof WIRE_BYTES;
  message: readonly EncodableField[];
}

export type EncodableField = WireField | NestedField;

const UINT64_LIMIT = 1n << 64n;

export function decodeMessage(bytes: Uint8Array): WireField[] {
  const fields: WireField[] = [];
  let pos = 0;
  while (pos < bytes.length) {
    const [tag, afterTag] = readVarint(bytes, pos);
    pos = afterTag;
    const field = Number(tag >> 3n);
    const wireType = Number(tag & 7n);
    if (field === 0 || field > 0x1fffffff) throw new Error(`protobuf: invalid field number ${field} at byte ${pos}`);
    switch (wireType) {
      case WIRE_VARINT: {
        const [value, next] = readVarint(bytes, pos);
        fields.push({ field, wireType, value });
        pos = next;
        break;
      }
      case WIRE_FIXED64:
      case WIRE_FIXED32: {
        const width = wireType === WIRE_FIXED64 ? 8 : 4;
        fields.push({ field, wireType, value: take(bytes, pos, width) });
        pos += width;
        break;
      }
      case WIRE_BYTES: {
        const [length, start] = readVarint(bytes, pos);
        if (length > BigInt(bytes.length - start)) throw new Error(`protobuf: field ${field} runs past the end`);
        fields.push({ field, wireType, value: bytes.subarray(start, start + Number(length)) });
        pos = start + Number(length);
        break;
      }
      default:
        // Groups (3, 4) are deprecated and unused by ONNX; anything else is not protobuf.
        throw new Error(`protobuf: unsupported wire type ${wireType} for field ${field} at byte ${pos}`);
    }
  }
  return fields;
}

export function encodeMessage(fields: readonly EncodableField[]): Uint8Array {
  const nestedSizes = new Map<readonly EncodableField[], number>();
  const out = new Uint8Array(messageSize(fields, nestedSizes));
  const end = writeMessage(fields, out, 0, nestedSizes);
  if (end !== out.length) throw new Error(`protobuf: wrote ${end} bytes, expected ${out.length}`);
  return out;
}

/** Reads a packed repeated varint field (or a single unpacked one) as unsigned 64-bit values. */
export function decodePackedVarints(bytes: Uint8Array): bigint[] {
  const values: bigint[] = [];
  for (let pos = 0; pos < bytes.length;) {
    const [value, next] = readVarint(bytes, pos);
    values.push(value);
    pos = next;
  }
  return values;
}

export function varintField(field: number, value: number | bigint): VarintField {
  return { field, wireType: WIRE_VARINT, value: BigInt.asUintN(64, BigInt(value)) };
}

export function bytesField(field: number, value: Uint8Array): BytesField {
  return { field, wireType: WIRE_BYTES, value };
}

export function stringField(field: number, value: string): BytesField {
  return bytesField(field, new TextEncoder().encode(value));
}

function take(bytes: Uint8Array, pos: number, width: number): Uint8Array {
  if (pos + width > bytes.length) throw new Error(`protobuf: fixed-width value runs past the end at byte ${pos}`);
  return bytes.subarray(pos, pos + width);
}

function readVarint(bytes: Uint8Array, start: number): [bigint, number] {
  // Almost every varint (tags, lengths, small ints) fits in 28 bits, where plain numbers are exact and fast.
  let small = 0;
  let pos = start;
  for (let shift = 0; shift < 28; shift += 7) {
    const byte = bytes[pos++];
    if (byte === undefined) throw new Error(`protobuf: truncated varint at byte ${start}`);
    small |= (byte & 0x7f) << shift;
    if (byte < 0x80) return [BigInt(small), pos];
  }
  let value = BigInt(small);
  for (let shift = 28n; shift < 70n; shift += 7n) {
    const byte = bytes[pos++];
    if (byte === undefined) throw new Error(`protobuf: truncated varint at byte ${start}`);
    value |= BigInt(byte & 0x7f) << shift;
    if (byte < 0x80) {
      if (value >= UINT64_LIMIT) throw new Error(`protobuf: varint at byte ${start} exceeds 64 bits`);
      return [value, pos];
    }
  }
  throw new Error(`protobuf: varint at byte ${start} is longer than 10 bytes`);
}

function varintSize(value: bigint | number): number {
  let size = 1;
  if (typeof value === 'number') {
    for (let rest = value; rest >= 0x80; rest = Math.floor(rest / 0x80)) size++;
    return size;
  }
  for (let rest = value; rest >= 0x80n; rest >>= 7n) size++;
  return size;
}

function tagOf(field: EncodableField): number {
  // Field numbers reach 2^29, so the tag can exceed 2^31: multiply, don't shift.
  return field.field * 8 + field.wireType;
}

function messageSize(fields: readonly EncodableField[], nestedSizes: Map<readonly EncodableField[], number>): number {
  let size = 0;
  for (const field of fields) {
    size += varintSize(tagOf(field));
    if ('message' in field) {
      const inner = messageSize(field.message, nestedSizes);
      nestedSizes.set(field.message, inner);
      size += varintSize(inner) + inner;
    } else if (field.wireType === WIRE_VARINT) {
      size += varintSize(checkedUint64(field.value));
    } else {
      checkFixedWidth(field);
      size += field.wireType === WIRE_BYTES ? varintSize(field.value.length) + field.value.length : field.value.length;
    }
  }
  return size;
}

function writeMessage(
  fields: readonly EncodableField[],
  out: Uint8Array,
  start: number,
  nestedSizes: Map<readonly EncodableField[], number>,
): number {
  let pos = start;
  for (const field of fields) {
    pos = writeVarint(out, pos, tagOf(field));
    if ('message' in field) {
      const inner = nestedSizes.get(field.message);
      if (inner === undefined) throw new Error('protobuf: nested message was not sized');
      pos = writeVarint(out, pos, inner);
      pos = writeMessage(field.message, out, pos, nestedSizes);
    } else if (field.wireType === WIRE_VARINT) {
      pos = writeVarint(out, pos, field.value);
    } else {
      if (field.wireType === WIRE_BYTES) pos = writeVarint(out, pos, field.value.length);
      out.set(field.value, pos);
      pos += field.value.length;
    }
  }
  return pos;
}

function writeVarint(out: Uint8Array, start: number, value: bigint | number): number {
  let pos = start;
  if (typeof value === 'number') {
    let rest = value;
    for (; rest >= 0x80; rest = Math.floor(rest / 0x80)) out[pos++] = (rest % 0x80) | 0x80;
    out[pos++] = rest;
    return pos;
  }
  let rest = value;
  for (; rest >= 0x80n; rest >>= 7n) out[pos++] = Number(rest & 0x7fn) | 0x80;
  out[pos++] = Number(rest);
  return pos;
}

function checkedUint64(value: bigint): bigint {
  if (value < 0n || value >= UINT64_LIMIT) throw new Error(`protobuf: varint value ${value} is outside 0..2^64-1`);
  return value;
}

function checkFixedWidth(field: BytesField): void {
  const width = field.wireType === WIRE_FIXED64 ? 8 : field.wireType === WIRE_FIXED32 ? 4 : undefined;
  if (width !== undefined && field.value.length !== width) {
    throw new Error(`protobuf: field ${field.field} needs ${width} bytes, has ${field.value.length}`);
  }
}
