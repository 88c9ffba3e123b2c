import type { ProgrammeSegment } from '#common/schemas/programme-suggestion.js';
import type { Plan, PlanWriter } from '../plan.js';
import { planHours, planPromotion, planServices, planTeam, planWebsite } from './business.js';
import { planThanks, planWelcome } from './framing.js';

/**
 * Each part of a suggested programme (record 118) plans its own message, as each message type does.
 * `variant` tells the recurring thank-you which of its wordings this one is (issue 40).
 */
export const SEGMENT_PLANNERS: Record<ProgrammeSegment, (w: PlanWriter, variant: number) => Plan> = {
  welcome: planWelcome,
  services: planServices,
  team: planTeam,
  hours: planHours,
  website: planWebsite,
  promotion: planPromotion,
  thanks: planThanks,
};
