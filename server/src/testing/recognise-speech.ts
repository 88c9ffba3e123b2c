import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findOnPath } from '../process/find-on-path.js';
import { wavBytes, type Pcm } from '../dsp/pcm.js';
import { resamplePcmSinc } from '../dsp/resample-sinc.js';

/**
 * An offline listener for tests and the voices bench (record 101): Debian's PocketSphinx with its
 * US English model writes down what a voice said, and the word error rate compares it with the
 * script. A machine-made voice that a recogniser mishears is one callers mishear too.
 */
const MODEL = '/usr/share/pocketsphinx/model/en-us';
const RECOGNISER = 'pocketsphinx_continuous';
const RECOGNISER_RATE = 16_000;

export async function recogniserInstalled(): Promise<boolean> {
  if (!findOnPath(RECOGNISER)) return false;
  return fs.access(path.join(MODEL, 'en-us.lm.bin')).then(
    () => true,
    () => false,
  );
}

/** What the recogniser heard, lower-case words. */
export async function recognise(pcm: Pcm): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-recognise-'));
  try {
    const file = path.join(dir, 'speech.wav');
    await fs.writeFile(file, wavBytes(resamplePcmSinc(pcm, RECOGNISER_RATE)));
    const { stdout } = await promisify(execFile)(RECOGNISER, [
      ...['-infile', file, '-logfn', '/dev/null'],
      ...['-hmm', path.join(MODEL, 'en-us'), '-lm', path.join(MODEL, 'en-us.lm.bin')],
      ...['-dict', path.join(MODEL, 'cmudict-en-us.dict')],
    ]);
    return stdout.replace(/\s+/g, ' ').trim();
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * Word error rate: substitutions, deletions and insertions over the script's word count. A word
 * heard as its two halves ("online" as "on line") counts as heard: that is the recogniser's
 * dictionary, not the voice.
 */
export function wordErrorRate(script: string, heard: string): number {
  const ref = words(script);
  const hyp = words(heard);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const same = ref[i - 1] === hyp[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + same);
      if (j >= 2 && ref[i - 1] === hyp[j - 2]! + hyp[j - 1]!) row[j] = Math.min(row[j]!, previous[j - 2]!);
    }
    previous = row;
  }
  return previous[hyp.length]! / Math.max(1, ref.length);
}
