import type { MessageType } from '#common/constants.js';
import type { Plan, PlanWriter } from '../plan.js';
import { planAfterHours } from './after-hours.js';
import { planAutoAttendant } from './auto-attendant.js';
import { planCustom } from './custom.js';
import { planHoliday } from './holiday.js';
import { planIntroGreeting } from './intro-greeting.js';
import { planOnHoldPromotions } from './on-hold-promotions.js';
import { planOnHold } from './on-hold.js';
import { planVoicemail } from './voicemail.js';

/** Each message type of spec §3 plans its own script. */
export const PLANNERS: Record<MessageType, (w: PlanWriter) => Plan> = {
  holiday: planHoliday,
  voicemail: planVoicemail,
  'on-hold': planOnHold,
  'after-hours': planAfterHours,
  'intro-greeting': planIntroGreeting,
  'on-hold-promotions': planOnHoldPromotions,
  'auto-attendant': planAutoAttendant,
  custom: planCustom,
};
