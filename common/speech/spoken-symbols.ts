/**
 * Emoji and pictographic symbols have no spoken form: an engine either skips them or reads their
 * Unicode name ("smiling face with sunglasses"). They are taken out of everything a voice reads,
 * and out of the company name before the composer writes it (record 095).
 */

// Pictographs and other symbols (™ ★ ☎), plus the joiners and selectors that glue emoji sequences
// together. Currency (\p{Sc}), maths signs and the degree sign stay: "$49", "20%" and "72°" are read as words later.
const PICTOGRAPHIC =
  /\p{Extended_Pictographic}|(?!°)\p{So}|\p{Emoji_Modifier}|[\u{FE0E}\u{FE0F}]|\u{200D}|\u{20E3}|[\u{E0020}-\u{E007F}]/gu;
// Regional-indicator letters make flags (🇬🇧).
const FLAG_LETTERS = /[\u{1F1E6}-\u{1F1FF}]/gu;

export function stripSymbols(text: string): string {
  return text
    .replace(PICTOGRAPHIC, ' ')
    .replace(FLAG_LETTERS, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,!?;:])/g, '$1')
    .trim();
}

/**
 * A company name as a script may say it: letters of any language (with their accents), digits,
 * '&', apostrophes, hyphens, periods and commas, and the few symbols a name says aloud where it
 * says them: "A+" and "C++" (plus), "#1" (number), "100%" (percent), "Tom @ Home" (at); the
 * speech words read them (speak-text.ts). Anything else ("Bright Smile 😁", "Acme™", "@home") is
 * dropped, and loose punctuation left at the edges with it.
 */
export function speakableCompanyName(name: string): string {
  return name
    .replace(/[^\p{L}\p{M}\p{N}\s&'’.,+#%@-]/gu, ' ')
    .replace(SILENT_SYMBOL, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ +([.,])/g, '$1')
    .replace(/^[\s&'’.,-]+/, '')
    .replace(/[\s&,-]+$/, '')
    .trim();
}

/** '+' not after a letter or digit, '#' not before a number, '%' not after one, '@' not standing alone. */
const SILENT_SYMBOL = /(?<![\p{L}\p{N}+])\+|#(?!\s?\d)|(?<!\d\s?)%|(?<!\s)@|@(?!\s)/gu;

/** True when a name still says something once the symbols are gone. */
export function hasSpeakableName(name: string): boolean {
  return /[\p{L}\p{N}]/u.test(speakableCompanyName(name));
}

/**
 * A name ending in an abbreviation ("Bright Smile Co.") already carries the sentence's full stop:
 * "Thank you for calling Bright Smile Co.." becomes "... Co.". An ellipsis ("...") is left alone.
 */
export function oneFullStop(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}
