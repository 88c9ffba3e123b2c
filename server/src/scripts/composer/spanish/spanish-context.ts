import type { Industry } from '#common/constants.js';
import { looksLikeWebAddress, readableWebAddress } from '#common/schemas/web-address.js';
import { spanishNumberWords } from '#common/speech/spanish/number-words.js';
import { speakableCompanyName, stripSymbols } from '#common/speech/spoken-symbols.js';
import { ATTENDANT_DIGITS } from '#common/wizard.js';
import type { ScriptRequest } from '../../script-writer.js';
import { customParagraphs, fillerOf, type PhraseContext } from '../phrase-context.js';
import { ROUND_THE_CLOCK, urgentService, type UrgentService } from '../urgent-service.js';
import { wordSet } from '../word-echoes.js';
import { spanishHours, spanishReturnDate } from './spanish-clock.js';
import { spanishBusinessWords, spanishScriptTexts } from './spanish-business-words.js';
import { SPANISH_GLUE_WORDS } from './spanish-glue-words.js';
import { spanishHoliday } from './spanish-holidays.js';
import { spanishKeypadSentence } from './spanish-keypad.js';
import { spanishList, spanishPhrase, spanishTypedList } from './spanish-phrases.js';
import { INDUSTRY_NOUNS, sectorTeam, TEAMS } from './spanish-teams.js';

/**
 * The user's fields as a Spanish script shows them (record 143), in the shape the composer's plan
 * writer and length control already take (`PhraseContext`). The user's own words stay as typed,
 * the business's only where they are Spanish (record 155); what the composer writes around them
 * (hours, dates, holidays, the keypad) is Spanish.
 */

const REPEAT_OPTION = /\b(?:repeat|again|repetir|repita|nuevamente|de nuevo|otra vez)\b/i;

function spanishMenu(attendants: ScriptRequest['attendants'], verb: 'oprima' | 'marque'): PhraseContext['menu'] {
  // Callers expect the operator last: digits 1 to 9, then 0.
  const order = [...ATTENDANT_DIGITS.slice(1), ATTENDANT_DIGITS[0]];
  return order.flatMap((digit) => {
    const text = attendants[digit]?.trim();
    if (!text) return [];
    const word = spanishNumberWords(Number(digit));
    return [{ digit: word, sentence: spanishKeypadSentence(text, word, verb), repeats: REPEAT_OPTION.test(text) }];
  });
}

/**
 * The user's product offered 24/7 (record 134), said after "seguimos ofreciendo", which needs no
 * article or agreement: the Spanish one; one offered only in English is said in the composer's
 * words (record 155), "atención de emergencias las 24 horas".
 */
function aroundTheClock(products: string, urgent: UrgentService | undefined): string {
  const item = spanishTypedList(products).find((p) => ROUND_THE_CLOCK.test(p));
  if (item) return spanishPhrase(item);
  if (!urgent?.aroundTheClock) return '';
  return urgent.emergencies ? 'atención de emergencias las 24 horas' : 'atención las 24 horas';
}

/** A title takes its article in Spanish: "el buzón de voz del Dr. Lee", "de la Dra. Ruiz". */
function withTitle(contact: string, preposition: 'de' | 'con'): string {
  const title = /^(Dra|Sra|Srta|Lic|Dr|Sr|Ing)\.?\s/i.exec(contact)?.[1]?.toLowerCase();
  if (!title) return `${preposition} ${contact}`;
  const feminine = /^(?:dra|sra|srta)$/.test(title);
  if (feminine) return `${preposition} la ${contact}`;
  return preposition === 'de' ? `del ${contact}` : `con el ${contact}`;
}

/** "de" and "a" before the article "el" contract, as Spanish always writes them: "con motivo del Día de…" ("de El Paso", a name, stays). */
function contracted(fill: PhraseContext['fill']): PhraseContext['fill'] {
  return (template) =>
    fill(template)?.replace(/\b(de|a) el\b/g, (_w, p: string) => (p === 'de' ? 'del' : 'al')) ?? null;
}

const capitalised = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : '');

/**
 * `keypadVerb`: "oprima" or "marque", one a script so a menu never mixes them; the composer rolls
 * it, the LLM's prompt asks for "oprima".
 */
export function buildSpanishContext(request: ScriptRequest, keypadVerb: 'oprima' | 'marque' = 'oprima'): PhraseContext {
  const words = spanishBusinessWords(request);
  // A sector typed only in English leaves no Spanish words for the team: the general lines speak of it (record 155).
  const sector = words.sector;
  const industryKey: Industry = request.customSector.trim() ? 'other' : request.industry || 'other';
  const team = sector ? sectorTeam(sector) : TEAMS[industryKey];
  const holiday = spanishHoliday(request.holidayType);
  const urgent = urgentService(request);
  const contact = stripSymbols(request.voicemailContactName);
  const fields: Record<string, string> = {
    company: speakableCompanyName(request.companyName),
    team,
    Team: capitalised(team),
    industryNoun: sector ? spanishPhrase(sector) : INDUSTRY_NOUNS[industryKey],
    products: spanishList(words.products),
    productsOr: spanishList(words.products, 'o'),
    website: looksLikeWebAddress(request.companyWebsite) ? readableWebAddress(request.companyWebsite) : '',
    holiday: holiday.name,
    holidayWish: holiday.wish,
    hours: request.businessHours.trim() ? spanishHours(stripSymbols(request.businessHours)) : '',
    contact,
    ofContact: contact ? withTitle(contact, 'de') : '',
    withContact: contact ? withTitle(contact, 'con') : '',
    theContact: contact ? withTitle(contact, 'con').replace(/^con /, '') : '',
    returnOn:
      request.voicemailOutOfOffice && request.voicemailReturnDate.trim()
        ? spanishReturnDate(stripSymbols(request.voicemailReturnDate))
        : '',
    attendantIntro: stripSymbols(request.attendantOptions),
    aroundTheClock: aroundTheClock(words.products, urgent),
  };
  return {
    industryKey,
    customSector: Boolean(sector),
    outOfOffice: request.voicemailOutOfOffice,
    promotions: words.promotions.map((item) => (/[.!?]$/.test(item) ? stripSymbols(item) : spanishPhrase(item))),
    promotionsUntold: words.promotionsUntold,
    menu: spanishMenu(request.attendants, keypadVerb),
    urgent,
    customParagraphs: customParagraphs(request.customMessage),
    fields,
    // Spanish grammar words are heard in every sentence: the echo check passes over them as it does the user's words.
    ownWords: new Set([...wordSet(spanishScriptTexts(request)), ...SPANISH_GLUE_WORDS]),
    fill: contracted(fillerOf(fields)),
  };
}
