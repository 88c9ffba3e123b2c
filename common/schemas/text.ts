import { z } from 'zod';
import { messages } from '../messages.js';

/**
 * Control characters are refused where text enters (decisions 032): a NUL byte cannot be stored by
 * PostgreSQL, and invisible characters in names and titles only confuse. Multi-line text keeps tab,
 * line feed and carriage return; everything else keeps none.
 *
 * Unpaired UTF-16 surrogates are refused the same way, with the same message (record 114): JSON
 * can carry one (`"\ud800"`), but it is no character at all. PostgreSQL's jsonb refuses it (a 500),
 * and text columns silently store U+FFFD in its place.
 */
// \p{Cc}: the C0 and C1 control characters, U+0000–U+001F and U+007F–U+009F. \p{Cs} under the `u`
// flag matches only a surrogate that is not half of a pair (a pair reads as one astral code point).
const ANY_CONTROL = /[\p{Cc}\p{Cs}]/u;
const CONTROL_BUT_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export function hasControlChars(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_BUT_LINES : ANY_CONTROL).test(value);
}

/** The refinement every single-line string of a contract carries. */
export const noControlChars = [(v: string) => !hasControlChars(v), messages.generic.controlCharacters] as const;
/** The same for text that may span lines: scripts and free-text messages. */
export const noControlCharsButLines = [
  (v: string) => !hasControlChars(v, { multiline: true }),
  messages.generic.controlCharacters,
] as const;

/** A route parameter or id: any string up to `max`, without control characters. */
export const idParam = (max = 100) =>
  z
    .string()
    .max(max)
    .refine(...noControlChars);
