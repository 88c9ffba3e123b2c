import type { MessageType } from './constants.js';
import { oneFullStop, speakableCompanyName } from './speech/spoken-symbols.js';

/**
 * The default message of each type with the company name inserted (spec §9): step 3 shows it as
 * the suggested message, and the user can take it as a starting point before generating.
 */
const TEMPLATES: Record<MessageType, (company: string) => string> = {
  holiday: (c) =>
    `Thank you for calling ${c}. Our office is closed for the holiday.\n\nPlease leave a message, or call back when we reopen. From all of us at ${c}, happy holidays!`,
  voicemail: (c) =>
    `Thank you for calling ${c}. We can't take your call right now.\n\nPlease leave your name, number and a short message after the tone, and we'll call you back as soon as we can.`,
  'on-hold': (c) =>
    `Thank you for calling ${c}. Your call is important to us.\n\nPlease stay on the line, and the next available member of our team will be with you shortly.`,
  'after-hours': (c) =>
    `Thank you for calling ${c}. Our office is now closed.\n\nPlease call back during business hours, or leave a message and we'll return your call on the next business day.`,
  'intro-greeting': (c) =>
    `Hello, and thank you for calling ${c}.\n\nPlease hold for a moment while we connect you with the right person.`,
  'on-hold-promotions': (c) =>
    `Thank you for holding with ${c}.\n\nWhile you wait, ask our team about this month's special offers. We'll be with you in just a moment.`,
  'auto-attendant': (c) =>
    `Thank you for calling ${c}.\n\nPlease listen carefully to the following options. To speak with a member of our team, please stay on the line.`,
  custom: (c) => `Thank you for calling ${c}.\n\nWe appreciate your call and look forward to speaking with you.`,
};

/**
 * The suggested message for `type`; without a company name it speaks of "our company". Emoji are
 * left out of the name, and a name ending in a period ("Bright Smile Co.") ends the sentence once
 * (record 095).
 */
export function defaultMessageTemplate(type: MessageType, companyName: string): string {
  const company = speakableCompanyName(companyName) || 'our company';
  return oneFullStop(TEMPLATES[type](company));
}
