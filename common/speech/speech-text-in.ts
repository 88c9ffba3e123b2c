import type { MessageLanguage } from '../message-language.js';
import { speakSpanishText } from './spanish/speak-text.js';
import { speakText, speechText } from './speak-text.js';

/**
 * A script made ready for a voice in the message's language (record 144): numbers, dates, times,
 * money and addresses become English words for an English message and Spanish words for a Spanish
 * one ("$19.99" is "diecinueve dólares con noventa y nueve centavos", never "nineteen dollars").
 */
export function speechTextIn(language: MessageLanguage, script: string): string {
  return speechText(script, language === 'es' ? speakSpanishText : speakText);
}
