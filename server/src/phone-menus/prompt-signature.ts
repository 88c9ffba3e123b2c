import type { MessageLanguage } from '#common/message-language.js';
import { sha256 } from '../crypto/secrets.js';
import { entriesUsed, type Pronunciation } from '../voice/pronunciation/lexicon.js';
import type { MenuVoices } from './menu-voice.js';

/**
 * What a prompt's render is made from (record 138): the menu's voice, who says it on this
 * deployment (speakerOf: the engine and its own voice), the words, and the user's pronunciations
 * those words use. A render whose signature differs from now's is out of date: the reply gives no
 * audio for it, and making the menu renders it again. Anything else (another prompt's words, the
 * menu's name, its hours) leaves it as it is. A prompt in Spanish (record 146) is signed with its
 * language too, its voice being that language's and its pronunciations those of that language; an
 * English prompt's signature is what it was before menus had languages, so no render goes stale.
 */
function promptSignature(
  voiceId: string,
  speaker: string,
  text: string,
  lexicon: readonly Pronunciation[],
  language: MessageLanguage = 'en',
): string {
  const pronunciations = entriesUsed(text, lexicon).map((p) => [p.term, p.sayAs, p.ipa ?? null]);
  const signed = [voiceId, speaker, text.trim(), pronunciations];
  return sha256(JSON.stringify(language === 'en' ? signed : [...signed, language]));
}

/** A prompt's signature now, in its language's voice; null when that voice cannot be used (nothing is current). */
export function signatureNow(prompt: { language: MessageLanguage; text: string }, voices: MenuVoices): string | null {
  const voice = voices[prompt.language];
  return voice ? promptSignature(voice.voiceId, voice.speaker, prompt.text, voice.lexicon, prompt.language) : null;
}
