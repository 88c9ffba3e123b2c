import type { MessageType } from './constants.js';

/** Display names of the message types (spec §3), for the sample dialog and the step-3 type dropdown. */
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  holiday: 'Holiday Greeting',
  voicemail: 'Voicemail Greeting',
  'on-hold': 'On-Hold Message',
  'after-hours': 'After-Hours Message',
  'intro-greeting': 'Introduction Greeting',
  'on-hold-promotions': 'On-Hold Promotions',
  'auto-attendant': 'Auto Attendant',
  custom: 'Custom Message',
};
