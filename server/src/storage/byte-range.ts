import type { ByteRange } from './blob-store.js';

/**
 * The one range of a `Range: bytes=...` header against an object of `size` bytes (RFC 9110 §14):
 * `a-b`, `a-` and the suffix `-n`. 'unsatisfiable' when it starts past the end; undefined (send
 * the whole object) for no header, another unit, or several ranges, which players never ask for.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined; // invalid: ignored, as the RFC says
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
