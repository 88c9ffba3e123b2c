import { sha256 } from '../crypto/secrets.js';
import { entriesUsed, type Pronunciation } from '../voice/pronunciation/lexicon.js';

/**
 * What a prompt's render is made from (record 138): the menu's voice, who says it on this
 * deployment (speakerOf: the engine and its own voice), the words, and the user's pronunciations
 * those words use. A render whose signature differs from now's is out of date: the reply gives no
 * audio for it, and making the menu renders it again. Anything else (another prompt's words, the
 * menu's name, its hours) leaves it as it is.
 */
export function promptSignature(
  voiceId: string,
  speaker: string,
  text: string,
  lexicon: readonly Pronunciation[],
): string {
  const pronunciations = entriesUsed(text, lexicon).map((p) => [p.term, p.sayAs, p.ipa ?? null]);
  return sha256(JSON.stringify([voiceId, speaker, text.trim(), pronunciations]));
}
