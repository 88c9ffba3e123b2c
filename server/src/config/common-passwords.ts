import fs from 'node:fs';
import path from 'node:path';
import { ASSETS_DIR } from '../paths.js';

let list: Set<string> | undefined;

/**
 * Whether `password` is among the few thousand most common passwords (assets/common-passwords.txt,
 * lower case; record 114): the first ones any guesser tries, whatever the limits on guessing.
 * Read once, at start-up, when ADMIN_PASSWORD is checked.
 */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    fs
      .readFileSync(path.join(ASSETS_DIR, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return list.has(password.toLowerCase());
}
