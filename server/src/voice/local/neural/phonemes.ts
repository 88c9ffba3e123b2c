import { diesWithParent } from '../../../process/parent-death.js';
import { SpawnError, spawnRun } from '../../../process/spawner.js';
import { KOKORO_VOCAB } from './kokoro-vocab.js';

/**
 * Text to Kokoro's phonemes (record 128). Kokoro was trained on misaki's phonemes, whose fallback
 * for words out of its dictionary is eSpeak NG's IPA; the open ONNX ports speak eSpeak NG's IPA
 * throughout, with a few symbols mapped onto Kokoro's set. eSpeak NG is GPL-3.0, so it is a program
 * we spawn (Debian's `espeak-ng`), never a library we link. Punctuation does not survive eSpeak's
 * IPA output, yet Kokoro reads it for its pauses and intonation: the text is cut at punctuation
 * here, each stretch between marks goes to eSpeak as a line of its own (one line out for each line
 * in), and the marks are put back between them.
 */

/**
 * eSpeak NG's voices for the neural voice's languages: `es-419` is Latin American Spanish, the
 * Spanish voices' (record 144: "gracias" with an s, "llamar" with a y).
 */
export type PhonemeLanguage = 'en-us' | 'en-gb' | 'es' | 'es-419';

/** A stretch of text to phonemize, or phonemes given as they are (a pronunciation's IPA). */
export type PhonemeSource = { text: string } | { ipa: string };

/**
 * A run of marks that ends a stretch: only before a space or the end, so the points of "a.m." or a
 * decimal stay inside their word, where eSpeak reads them. The en dash is read as Kokoro's em dash.
 */
const MARK_RUN = /([;:,.!?—…–]+)(?=\s|$)/u;
/** Quotes and brackets are dropped: each mark follows its stretch, so an opening one would land on the word before. */
const DROPPED = /[¡¿«»[\]()"“”]/gu;

/** eSpeak takes a few milliseconds of CPU for a piece: one that makes no progress this long has stopped. */
const STALL_MS = 10_000;

/** eSpeak's IPA onto Kokoro's symbols, as the model's own ports do it. */
export function kokoroSymbols(ipa: string, language: PhonemeLanguage): string {
  const nfc = ipa.normalize('NFC').replace(/g/g, 'ɡ');
  // Spanish keeps its trills and taps ("r", "ɾ"): Kokoro's Spanish voices were trained on them.
  if (language.startsWith('es')) return nfc;
  const english = nfc
    .replace(/r/g, 'ɹ')
    .replace(/x/g, 'k')
    .replace(/ɬ/g, 'l')
    .replace(/ʲ/g, 'j')
    // eSpeak runs "hundred" into the number before it ("fˈaɪvhˈʌndɹɪd").
    .replace(/(?<=[a-zɹː])(?=hˈʌndɹɪd)/g, ' ');
  // American "ninety" has a flap, as Kokoro's American voices learnt it.
  return language === 'en-us' ? english.replace(/(?<=nˈaɪn)ti(?!ː)/g, 'di') : english;
}

/** A piece's stretches between marks, and the marks after each. */
function clauses(text: string): { words: string; marks: string }[] {
  const parts = text.replace(DROPPED, ' ').split(MARK_RUN);
  const out: { words: string; marks: string }[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const marks = (parts[i + 1] ?? '').replace(/–/g, '—');
    out.push({ words: parts[i]!.replace(/\s+/g, ' ').trim(), marks });
  }
  return out;
}

async function espeak(command: string, language: PhonemeLanguage, lines: string[]): Promise<string[]> {
  // -l: a line shorter than this many characters ends a clause, so each line is answered by one.
  const args = ['-q', '--ipa', '-v', language, '-l', '100000'];
  const run = spawnRun('eSpeak NG', ...diesWithParent(command, args), { stallMs: STALL_MS });
  run.feed(Buffer.from(lines.join('\n') + '\n'));
  const { stdout } = await run.done.catch((error: unknown) => {
    throw error instanceof SpawnError ? new Error(`${error.message}: ${error.stderr.trim()}`) : error;
  });
  const said = stdout.toString('utf8').replace(/\n$/, '').split('\n');
  if (said.length === lines.length) return said.map((line) => line.trim());
  // Should eSpeak ever cut a line in two, each stretch is asked on its own: slower, never misplaced.
  if (lines.length === 1) return [said.join(' ').trim()];
  return Promise.all(lines.map(async (line) => (await espeak(command, language, [line]))[0]!));
}

interface Stretch {
  /** Given phonemes, or null for `words` to be phonemized. */
  ipa: string | null;
  words: string;
  marks: string;
}

/** The phonemes of `sources` in order, punctuation kept, ready for `kokoroTokens`. */
export async function phonemize(
  command: string,
  language: PhonemeLanguage,
  sources: readonly PhonemeSource[],
): Promise<string> {
  const stretches: Stretch[] = sources.flatMap((source) =>
    'ipa' in source
      ? [{ ipa: source.ipa.replace(/[/[\]]/g, ''), words: '', marks: '' }]
      : clauses(source.text).map((clause): Stretch => ({ ipa: null, ...clause })),
  );
  const asked = stretches.filter((s) => s.ipa === null && s.words).map((s) => s.words);
  const said = asked.length ? await espeak(command, language, asked) : [];
  let next = 0;
  const phonemes = stretches.map((s) => {
    const ipa = s.ipa ?? (s.words ? said[next++]! : '');
    return kokoroSymbols(ipa, language) + s.marks;
  });
  // One space between words, none before a closing mark.
  return phonemes
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/ (?=[;:,.!?—…”)])/g, '')
    .trim();
}

/** The model's input: its token ids, symbols it has no token for left out. */
export function kokoroTokens(phonemes: string): number[] {
  const ids: number[] = [];
  for (const symbol of phonemes) {
    const id = KOKORO_VOCAB.get(symbol);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}
