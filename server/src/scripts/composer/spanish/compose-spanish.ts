import type { MessageType } from '#common/constants.js';
import type { ProgrammeSegment } from '#common/schemas/programme-suggestion.js';
import type { ScriptRequest } from '../../script-writer.js';
import { fitToLength, wordRangeOf } from '../length-control.js';
import type { Plan, PlanWriter } from '../plan.js';
import { planWriter } from '../plan.js';
import { seededRandom } from '../random.js';
import { planSpanishAutoAttendant } from './spanish-auto-attendant.js';
import { planSpanishAfterHours, planSpanishHoliday } from './spanish-closed-types.js';
import { buildSpanishContext } from './spanish-context.js';
import {
  planSpanishHours,
  planSpanishPromotion,
  planSpanishServices,
  planSpanishTeam,
  planSpanishWebsite,
} from './spanish-segment-business.js';
import { planSpanishThanks, planSpanishWelcome } from './spanish-segment-framing.js';
import {
  planSpanishCustom,
  planSpanishIntroGreeting,
  planSpanishOnHold,
  planSpanishOnHoldPromotions,
} from './spanish-open-line-types.js';
import { SPANISH_TONE_WORDING } from './spanish-tones.js';
import { planSpanishVoicemail } from './spanish-voicemail.js';

const SPANISH_PLANNERS: Record<MessageType, (w: PlanWriter) => Plan> = {
  holiday: planSpanishHoliday,
  voicemail: planSpanishVoicemail,
  'on-hold': planSpanishOnHold,
  'after-hours': planSpanishAfterHours,
  'intro-greeting': planSpanishIntroGreeting,
  'on-hold-promotions': planSpanishOnHoldPromotions,
  'auto-attendant': planSpanishAutoAttendant,
  custom: planSpanishCustom,
};

/** A programme's parts in Spanish (record 147), as SEGMENT_PLANNERS plans them in English. */
const SPANISH_SEGMENT_PLANNERS: Record<ProgrammeSegment, (w: PlanWriter, variant: number) => Plan> = {
  welcome: planSpanishWelcome,
  services: planSpanishServices,
  team: planSpanishTeam,
  hours: planSpanishHours,
  website: planSpanishWebsite,
  promotion: planSpanishPromotion,
  thanks: planSpanishThanks,
};

/**
 * A Spanish script (issue 39, record 143): the English composer's machinery (plan, required and
 * optional lines, the length control of record 054's word bands, the echo checks) with Spanish
 * phrase banks, written in US Spanish with "usted", never translated line by line.
 */
export function composeSpanishScript(request: ScriptRequest, seed: number): string {
  const rng = seededRandom(seed);
  // One keypad verb a script, so a menu never mixes "oprima" and "marque"; "oprima" is the more usual.
  const ctx = buildSpanishContext(request, rng.next() < 0.75 ? 'oprima' : 'marque');
  const writer = planWriter(ctx, SPANISH_TONE_WORDING[request.tone], rng);
  const plan = request.segment
    ? SPANISH_SEGMENT_PLANNERS[request.segment](writer, request.variant ?? 0)
    : SPANISH_PLANNERS[request.messageType](writer);
  return fitToLength(plan, wordRangeOf(request), rng, ctx.ownWords);
}
