import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ASSETS_DIR } from '../../paths.js';

/**
 * The ordinary English words (record 134): a word the user typed with a capital keeps it unless it
 * is one of these, in lower case. "Cleanings" is one, so a list typed in sentence case reads as a
 * sentence; "Invisalign", "Sonicare" and "Trane" are not, so brands keep their case. The list ships
 * with the code (`assets/ordinary-words.txt.gz`, 65,407 words from SCOWL, made by
 * `scripts/ordinary-words.ts`); it is read once, on the first question.
 */
let words: ReadonlySet<string> | undefined;

function loaded(): ReadonlySet<string> {
  words ??= new Set(
    gunzipSync(readFileSync(path.join(ASSETS_DIR, 'ordinary-words.txt.gz')))
      .toString('utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return words;
}

/** True for a word found in the list in lower case: "Cleanings", "zoom"; false for "Invisalign", "Trane", "iPhone". */
export function isOrdinaryWord(word: string): boolean {
  return loaded().has(word.toLowerCase().replace(/['’]s$/, ''));
}
