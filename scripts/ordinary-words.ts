/**
 * Regenerates assets/ordinary-words.txt.gz, the words the offline composer may lower when they
 * only start a field in sentence case (record 134): every all-lower-case entry of Debian's
 * wamerican and wbritish word lists (SCOWL), so "Cleanings" reads "cleanings" mid-sentence while
 * "Invisalign", "Sonicare" or "Trane", which no list has in lower case, keep their capital.
 *
 *   apt-get install wamerican wbritish
 *   node --import tsx scripts/ordinary-words.ts
 *
 * The server reads no system dictionary at run time: the file ships with the code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ASSETS_DIR } from '../server/src/paths.js';

const SOURCES = ['/usr/share/dict/american-english', '/usr/share/dict/british-english'];

/** SCOWL's notice, which its licence asks to keep with every copy. */
const HEADER = `# Ordinary English words, one a line, for the offline composer's casing (record 134).
# Every all-lower-case entry of Debian's wamerican and wbritish 2020.12.07 word lists, made by
# scripts/ordinary-words.ts. The lists come from SCOWL (Spell Checker Oriented Word Lists),
# Copyright 2000-2011 by Kevin Atkinson, and the works it names:
#   Permission to use, copy, modify, distribute and sell these word lists, the associated
#   scripts, the output created from the scripts, and its documentation for any purpose is
#   hereby granted without fee, provided that the above copyright notice appears in all copies
#   and that both that copyright notice and this permission notice appear in supporting
#   documentation. Kevin Atkinson makes no representations about the suitability of this array
#   for any purpose. It is provided "as is" without express or implied warranty.
# Full notice: /usr/share/doc/wamerican/copyright on a Debian system.
`;

// A capitalised entry ("Christmas", "Apple") is a name; a possessive ("apple's") adds nothing.
const words = new Set(
  SOURCES.flatMap((file) => readFileSync(file, 'utf8').split('\n')).filter((word) => /^[a-z]+$/.test(word)),
);
const text = HEADER + [...words].sort().join('\n') + '\n';
// zlib writes no file name or time into the header, so the same lists give the same bytes.
writeFileSync(path.join(ASSETS_DIR, 'ordinary-words.txt.gz'), gzipSync(text, { level: 9 }));
console.log(`${words.size} words`);
