import type { Tone } from '#common/constants.js';

/**
 * The short prompts around a phone menu in each tone (issue 38, record 139). The greeting comes
 * from the tone's welcomes (`../tone-wording.ts`), so a menu opens as the tone's single messages
 * do; these are the prompts a single message never had. Each is a sentence or two: a caller hears
 * them between choices. None says "office" (a restaurant has none), names a day, a number or a
 * person, or promises more than a message and a call back (record 111: the composer adds no facts).
 */
export interface MenuToneWording {
  /** Opens a sub-menu, naming the caller's choice: "{choice}" is "billing" or "to speak with sales". */
  chosen: string;
  /** After a key that is not an option; the menu plays again after it. */
  invalid: string;
  /** When the caller pressed nothing; the menu plays again after it. */
  noInput: string;
  /** Before the call is put through. */
  transfer: string;
  /** Outside business hours, after the greeting. */
  closed: string;
  /** On a closure day, with the closure's name: "{closure}" is "Thanksgiving". */
  closedFor: string;
  /** On a closure day with no single name to give. */
  closedToday: string;
  /** The hours, read in full: "{hours}" is "Monday to Friday, 8 AM to 5 PM". */
  hours: string;
  /** After the hours were read. */
  callBackInHours: string;
  /** When no hours are set, or on a closure day. */
  callBackLater: string;
  /**
   * The after-hours prompt of hours that never close (24/7, record 154): it never plays by them, and
   * says neither "closed" nor "call back", only what holds whatever follows it (voicemail or the end).
   */
  unavailable: string;
  /** The voicemail greeting: "{company}" is the business, and the tone ends it. */
  voicemail: string;
}

export const MENU_TONE_WORDING: Record<Tone, MenuToneWording> = {
  friendly: {
    chosen: "Great, you've chosen {choice}.",
    invalid: "Oops, that's not one of the options. Let's try again.",
    noInput: 'Are you still there? Here are the options again.',
    transfer: 'Thanks! Hang on while we connect you.',
    closed: "Sorry, we're closed right now.",
    closedFor: "We're closed today for {closure}.",
    closedToday: "We're closed today.",
    hours: "We're open {hours}.",
    callBackInHours: 'Please give us a call back then.',
    callBackLater: "Please give us a call back when we're open.",
    unavailable: "Sorry, we can't take your call right now.",
    voicemail:
      "You've reached {company}! Leave your name, number and a quick message after the tone, and we'll call you back.",
  },
  professional: {
    chosen: 'You have chosen {choice}.',
    invalid: 'Sorry, that is not a valid choice. Please try again.',
    noInput: 'Sorry, we did not receive a selection. Here are the options again.',
    transfer: 'Please hold while we connect your call.',
    closed: 'We are currently closed.',
    closedFor: 'We are closed today for {closure}.',
    closedToday: 'We are closed today.',
    hours: 'Our business hours are {hours}.',
    callBackInHours: 'Please call us back during our business hours.',
    callBackLater: 'Please call us back when we reopen.',
    unavailable: 'We are unable to take your call at the moment.',
    voicemail:
      'You have reached {company}. Please leave your name, number and a brief message after the tone, and we will return your call.',
  },
  warm: {
    chosen: "Thank you. You've chosen {choice}.",
    invalid: "I'm sorry, that isn't one of the choices. Let's try again.",
    noInput: 'Are you still there? Take your time. Here are the options again.',
    transfer: 'Thank you. Please stay on the line while we connect you.',
    closed: "We're sorry we missed your call, but we're closed right now.",
    closedFor: "We're closed today for {closure}.",
    closedToday: "We're closed today.",
    hours: "We're open {hours}.",
    callBackInHours: "Please call us back then. We'd love to hear from you.",
    callBackLater: "Please call us back when we reopen. We'd love to hear from you.",
    unavailable: "We're sorry, we can't take your call right now.",
    voicemail:
      "Hello, you've reached {company}. Please leave your name, number and a short message after the tone, and we'll call you back.",
  },
  energetic: {
    chosen: "Great choice! You've chosen {choice}.",
    invalid: "Oops! That's not one of the options. Let's try again!",
    noInput: "Still there? Let's go through the options again!",
    transfer: 'Great! Hang tight while we connect you.',
    closed: "Oh no, you've caught us while we're closed!",
    closedFor: "We're closed today for {closure}.",
    closedToday: "We're closed today.",
    hours: "We're open {hours}.",
    callBackInHours: "Give us a call back then, and we'll be happy to help!",
    callBackLater: "Give us a call back when we're open, and we'll be happy to help!",
    unavailable: "Oh no, we can't take your call right now!",
    voicemail:
      "You've reached {company}! Leave your name, number and a quick message after the tone, and we'll get right back to you!",
  },
  calm: {
    chosen: 'You have chosen {choice}.',
    invalid: 'Sorry, that is not one of the options. Please try again.',
    noInput: 'Take your time. Here are the options again.',
    transfer: 'Please stay on the line while we connect you.',
    closed: 'We are closed at the moment.',
    closedFor: 'We are closed today for {closure}.',
    closedToday: 'We are closed today.',
    hours: 'Our hours are {hours}.',
    callBackInHours: 'Please call us back during those hours.',
    callBackLater: 'Please call us back when we reopen.',
    unavailable: 'We are unable to take your call at the moment.',
    voicemail:
      "Hello, you've reached {company}. Please leave your name, number and a short message after the tone, and we'll call you back.",
  },
};
