import type { MessageType } from '#common/constants.js';
import type { PhoneSystemId } from './phone-systems';
import { AFTER_HOURS_STEPS } from './steps/after-hours';
import { ATTENDANT_STEPS } from './steps/attendant';
import { HOLD_STEPS } from './steps/hold';
import { VOICEMAIL_STEPS } from './steps/voicemail';

/**
 * Where a message plays on a phone system, which decides where it is installed (record 099). Each
 * message type belongs to one; 'custom' reads as hold music, the commonest use.
 */
export interface GuideUse {
  id: 'hold' | 'voicemail' | 'attendant' | 'after-hours';
  label: string;
  /** One line under the tabs: what this use is. */
  summary: string;
  messageTypes: MessageType[];
  steps: Record<PhoneSystemId, string[]>;
}

export const GUIDE_USES: GuideUse[] = [
  {
    id: 'hold',
    label: 'Music on hold',
    summary: 'Plays to callers on hold or waiting in a queue.',
    messageTypes: ['on-hold', 'on-hold-promotions', 'custom'],
    steps: HOLD_STEPS,
  },
  {
    id: 'voicemail',
    label: 'Voicemail greeting',
    summary: 'Plays before the caller leaves a message.',
    messageTypes: ['voicemail'],
    steps: VOICEMAIL_STEPS,
  },
  {
    id: 'attendant',
    label: 'Auto-attendant',
    summary: 'The greeting or menu prompt ("press 1 for sales") that answers the main number.',
    messageTypes: ['auto-attendant', 'intro-greeting'],
    steps: ATTENDANT_STEPS,
  },
  {
    id: 'after-hours',
    label: 'After-hours & holiday',
    summary: 'Plays instead of the usual greeting when the office is closed.',
    messageTypes: ['after-hours', 'holiday'],
    steps: AFTER_HOURS_STEPS,
  },
];

/** The use a message type is installed as; music on hold when the type is unknown or absent. */
export function guideUseFor(type: string | null): GuideUse {
  return GUIDE_USES.find((use) => use.messageTypes.some((t) => t === type)) ?? GUIDE_USES[0]!;
}
