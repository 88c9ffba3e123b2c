import type { ScriptRequest } from '../script-writer.js';
import { asPhrase } from './user-casing.js';
import { looksPlural, typedList, withArticle } from './user-lists.js';

/**
 * What the user's business says about urgent calls (issue 40, record 134). A closed message for a
 * business that offers emergency work must tell the caller what to do in one, and a business that
 * offers something "24/7" must not say "we are closed" without saying that part is not.
 */
// Spanish too (record 143): "las 24 horas", "emergencias", "urgencias".
export const ROUND_THE_CLOCK =
  /\b24\s?\/\s?7\b|\b24[- ]hours?\b|\b24 horas\b|\b(?:a)?round[- ]the[- ]clock\b|\bday (?:and|or) night\b/i;
const EMERGENCY = /\bemergenc(?:y|ies)\b|\burgent\b|\bemergencias?\b|\burgencias?\b/i;

export interface UrgentService {
  /** The product the user said is always on, as said mid-sentence ("24/7 emergency repairs"); '' when none is. */
  aroundTheClock: string;
  /** The verb that agrees with it: "24/7 emergency repairs are", "our 24/7 hotline is". */
  aroundTheClockVerb: 'is' | 'are';
  /** True when the business speaks of emergencies, not only of hours ("24/7 online booking"). */
  emergencies: boolean;
  /**
   * Help never stops (issue 47): the opening hours say 24/7, or emergency work is offered around
   * the clock ("24/7 emergency plumbing"). Its closed messages say first that help is there now and
   * keep an emergency on the line, never in a voicemail box.
   */
  onCall: boolean;
  /** The opening hours say 24/7 too: no office hours to close, so no message says "closed". */
  hoursAroundTheClock: boolean;
}

/** Read from the key products, the sector, the company's name and the hours; undefined when none says either. */
export function urgentService(
  request: Pick<ScriptRequest, 'keyProducts' | 'customSector' | 'companyName' | 'businessHours'>,
): UrgentService | undefined {
  const said = [request.keyProducts, request.customSector, request.companyName].join('\n');
  const hoursAroundTheClock = ROUND_THE_CLOCK.test(request.businessHours);
  if (!ROUND_THE_CLOCK.test(said) && !EMERGENCY.test(said) && !hoursAroundTheClock) return undefined;
  const item = typedList(request.keyProducts).items.find((product) => ROUND_THE_CLOCK.test(product));
  const aroundTheClock = item ? withArticle(asPhrase(item)) : '';
  const emergencies = EMERGENCY.test(said);
  return {
    aroundTheClock,
    // The head noun is the last word: "24/7 emergency repairs are", "24 hours service is".
    aroundTheClockVerb: looksPlural(aroundTheClock) ? 'are' : 'is',
    // "24/7" alone is a business that never closes, so an urgent caller is still told what to do.
    emergencies,
    onCall: hoursAroundTheClock || (emergencies && ROUND_THE_CLOCK.test(said)),
    hoursAroundTheClock,
  };
}
