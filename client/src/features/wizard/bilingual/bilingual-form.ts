import { LANGUAGE_GAP_SECONDS, languageOfferLine, otherLanguage, type SecondPartPlacement } from '#common/bilingual.js';
import { estimateDurationSeconds } from '#common/script-stats.js';
import type { SecondPart } from '#common/schemas/voices.js';
import { findAnyVoice, languageOfVoice, voiceForLanguage } from '#common/spanish-voices.js';
import type { AttendantDigit, WizardFormData } from '#common/wizard.js';

/**
 * A bilingual message in the wizard (issue 39, record 145): the fields its two languages need, kept
 * consistent whatever changes, and the second part of its voice request. An auto-attendant does not
 * repeat itself in the other language: its greeting offers that language on a key, said by the other
 * voice, before the options.
 */

/** The keys offered for the other language: from 9 down, where a menu has room, as callers expect. */
const LANGUAGE_KEY_ORDER: readonly AttendantDigit[] = ['9', '8', '7', '6', '5', '4', '3', '2', '1', '0'];

type BilingualFields = Pick<
  WizardFormData,
  | 'bilingual'
  | 'language'
  | 'messageType'
  | 'languageKey'
  | 'secondScriptContent'
  | 'secondVoiceType'
  | 'voiceGender'
  | 'voiceAccent'
  | 'attendants'
>;

/** What the offer line says or whether there is one: a change to any writes the line again. */
const OFFER_FIELDS: readonly (keyof BilingualFields)[] = ['languageKey', 'messageType', 'language', 'bilingual'];

/** A bilingual auto-attendant: its second part is the offer of the other language on a key. */
export function offersLanguageOnKey(data: Pick<WizardFormData, 'bilingual' | 'messageType'>): boolean {
  return data.bilingual && data.messageType === 'auto-attendant';
}

/** The keys no attendant option uses, in the order they are offered (9 first). */
export function freeLanguageKeys(attendants: WizardFormData['attendants']): AttendantDigit[] {
  return LANGUAGE_KEY_ORDER.filter((key) => (attendants[key] ?? '').trim() === '');
}

/** The second list's voice when none fits: the other language's voice of the first voice's gender. */
function defaultSecondVoice(data: Pick<WizardFormData, 'language' | 'voiceGender' | 'voiceAccent'>): string {
  return voiceForLanguage(otherLanguage(data.language), data.voiceGender, data.voiceAccent);
}

/**
 * The form after a change, with its bilingual fields made to fit (`before` is null for a message
 * just opened from a draft, a profile or the Library):
 * - the second voice speaks the other language (after a language change, the default of the gender);
 * - an auto-attendant's key is free (a key an option took moves to the first free one), and its
 *   second script is the offer line again when the key, the type, the language or the choice changed;
 * - another type's second script goes with a change of type or language: it was written for the old one.
 * A message that is not bilingual keeps its fields as they are, to come back to.
 */
export function withBilingualFields<T extends BilingualFields>(before: BilingualFields | null, data: T): T {
  if (!data.bilingual) return data;
  const next = { ...data };
  const other = otherLanguage(next.language);
  if (languageOfVoice(next.secondVoiceType) !== other) next.secondVoiceType = defaultSecondVoice(next);
  const changed = (field: keyof BilingualFields) => before !== null && before[field] !== next[field];
  if (next.messageType === 'auto-attendant') {
    const free = freeLanguageKeys(next.attendants);
    if (next.languageKey === '' || !free.includes(next.languageKey)) next.languageKey = free[0] ?? '';
    const offerChanged = OFFER_FIELDS.some(changed);
    if ((offerChanged || (before === null && next.secondScriptContent.trim() === '')) && next.languageKey !== '')
      next.secondScriptContent = languageOfferLine(other, next.languageKey);
  } else if ((changed('messageType') || changed('language')) && !changed('secondScriptContent')) {
    next.secondScriptContent = '';
  }
  return next;
}

/**
 * A bilingual message still without its other language's script, which the composer writes (an
 * attendant's is the offer line, written here).
 */
export function needsSecondScript(
  data: Pick<WizardFormData, 'bilingual' | 'messageType' | 'secondScriptContent'>,
): boolean {
  return data.bilingual && !offersLanguageOnKey(data) && data.secondScriptContent.trim() === '';
}

/** The same script request in the other language (record 145): the composer writes it natively, not as a translation. */
export function inOtherLanguage<T extends Pick<WizardFormData, 'language'>>(data: T): T {
  return { ...data, language: otherLanguage(data.language) };
}

type PreviewVoice = Pick<
  WizardFormData,
  'voiceGender' | 'voiceAccent' | 'voiceType' | 'voiceProvider' | 'elevenlabsVoiceId' | 'language' | 'secondVoiceType'
>;

/**
 * The voice that says `language` in this message: the chosen voice for its own language, the second
 * voice (in its own gender, never a clone) for the other one, as the second script and its
 * pronunciations are heard (records 145, 155).
 */
export function voiceSaying<T extends PreviewVoice>(data: T, language: WizardFormData['language']): T {
  if (language === data.language) return data;
  const gender = findAnyVoice(data.secondVoiceType)?.gender ?? data.voiceGender;
  return { ...data, voiceType: data.secondVoiceType, voiceGender: gender, elevenlabsVoiceId: '', language };
}

/** Where the other language is said: after the whole message, or after an attendant's greeting. */
function placementOf(data: Pick<WizardFormData, 'bilingual' | 'messageType'>): SecondPartPlacement {
  return offersLanguageOnKey(data) ? 'afterFirstParagraph' : 'end';
}

/** The voice request's second part (record 145), or undefined for a message in one language. */
export function secondPartFrom(
  data: Pick<WizardFormData, 'bilingual' | 'messageType' | 'language' | 'secondScriptContent' | 'secondVoiceType'>,
): SecondPart | undefined {
  if (!data.bilingual) return undefined;
  return {
    script: data.secondScriptContent,
    voiceType: data.secondVoiceType,
    language: otherLanguage(data.language),
    placement: placementOf(data),
  };
}

/**
 * How long the voice says the whole message, estimated: both languages and the silence between them
 * for a bilingual message (record 145), each counted as its own language's voice says it.
 */
export function messageVoiceSeconds(
  data: Pick<
    WizardFormData,
    'scriptContent' | 'secondScriptContent' | 'bilingual' | 'language' | 'pauseLength' | 'enableParagraphPauses'
  >,
): number {
  const first = estimateDurationSeconds(data.scriptContent, data);
  if (!data.bilingual || data.secondScriptContent.trim() === '') return first;
  const second = estimateDurationSeconds(data.secondScriptContent, { ...data, language: otherLanguage(data.language) });
  return first + LANGUAGE_GAP_SECONDS + second;
}
