import { messages } from '#common/messages.js';
import { infoKeyOf, levelAt, menuKeyOf, standardKeyOf } from '#common/phone-menu-prompts.js';
import {
  MENU_RETRIES_MAX,
  VOICEMAIL_SECONDS_MAX,
  type MenuLevel,
  type PhoneMenuSettings,
} from '#common/schemas/phone-menus.js';
import { MAIN_MENU, type MenuState } from './menu-state.js';
import type { TwimlVerb } from './twiml.js';

/**
 * What a live menu answers at each step of a call (issue 38, record 141), as TwiML verbs. Pure: the
 * routes give it the menu, where each prompt plays from, and where Twilio posts back.
 */
export interface MenuFlow {
  settings: PhoneMenuSettings;
  /** The public address of a prompt's audio, or null when the prompt is turned off: it is skipped. */
  promptUrl(key: string): string | null;
  /** The `<Gather action>` of a menu level, carrying the caller's state (menu-state.ts). */
  menuUrl(state: MenuState): string;
  /** The `<Record action>`. */
  voicemailUrl: string;
}

/** Seconds `<Gather>` waits for a key after its prompts end (Twilio's default, written out). */
export const GATHER_TIMEOUT_SECONDS = 5;

const play = (flow: MenuFlow, key: string): TwimlVerb[] => {
  const url = flow.promptUrl(key);
  return url ? [{ verb: 'Play', body: url }] : [];
};

/**
 * A menu level read inside `<Gather>`, after `before` (the greeting, or the invalid or no-input
 * prompt), so a caller can press a key at any moment. With no key Twilio goes on to the next verb:
 * the `<Redirect>` to the same action without `Digits`, which counts as no input.
 */
function gather(flow: MenuFlow, state: MenuState, before: TwimlVerb[] = []): TwimlVerb[] {
  const action = flow.menuUrl(state);
  return [
    {
      verb: 'Gather',
      attributes: { numDigits: 1, action, method: 'POST', timeout: GATHER_TIMEOUT_SECONDS },
      body: [...before, ...play(flow, menuKeyOf(state.path))],
    },
    { verb: 'Redirect', attributes: { method: 'POST' }, body: action },
  ];
}

/** The voicemail greeting, then the recording (3 minutes at most, after a beep). */
function voicemail(flow: MenuFlow): TwimlVerb[] {
  return [
    ...play(flow, standardKeyOf('voicemail')),
    {
      verb: 'Record',
      attributes: { maxLength: VOICEMAIL_SECONDS_MAX, playBeep: true, action: flow.voicemailUrl, method: 'POST' },
    },
    // Reached only when nothing was recorded (Twilio then skips the action).
    ...goodbye(),
  ];
}

function goodbye(): TwimlVerb[] {
  return [{ verb: 'Say', body: messages.phoneMenus.callGoodbye }, { verb: 'Hangup' }];
}

/** Whether any option, at any level, leaves a voicemail. */
function offersVoicemail(level: MenuLevel): boolean {
  return level.options.some(
    (o) => o.action.kind === 'voicemail' || (o.action.kind === 'submenu' && offersVoicemail(o.action.menu)),
  );
}

/**
 * The call's first answer: the greeting and the main menu while open; outside the hours the
 * after-hours prompt, on a closure day the holiday prompt, either followed by voicemail when the
 * voicemail prompt is on, else a goodbye.
 */
export function answerCall(flow: MenuFlow, business: 'open' | 'closed' | 'holiday'): TwimlVerb[] {
  if (business === 'open') return gather(flow, MAIN_MENU, play(flow, 'greeting'));
  const closedPrompt = play(flow, standardKeyOf(business === 'holiday' ? 'holiday' : 'afterHours'));
  const voicemailOn = flow.promptUrl(standardKeyOf('voicemail')) !== null;
  return [...closedPrompt, ...(voicemailOn ? voicemail(flow) : goodbye())];
}

/**
 * The answer to a key (`digits`) pressed at the menu level `state` names, or to none. A malformed
 * state (null) or a level the menu does not have (changed since, or a forged address) answers the
 * main menu, the key unread.
 */
export function answerKey(flow: MenuFlow, state: MenuState | null, digits: string | undefined): TwimlVerb[] {
  const level = state && levelAt(flow.settings.main, state.path);
  if (!state || !level) return gather(flow, MAIN_MENU);
  const option = digits ? level.options.find((o) => o.key === digits) : undefined;
  if (!option) {
    // A wrong key or none: its prompt, then the menu again, MENU_RETRIES_MAX times at most.
    if (state.tries >= MENU_RETRIES_MAX) return offersVoicemail(flow.settings.main) ? voicemail(flow) : goodbye();
    const prompt = play(flow, standardKeyOf(digits ? 'invalid' : 'noInput'));
    return gather(flow, { path: state.path, tries: state.tries + 1 }, prompt);
  }
  const here = { path: state.path, tries: 0 };
  const { action } = option;
  switch (action.kind) {
    case 'submenu':
      return gather(flow, { path: [...state.path, option.key], tries: 0 });
    case 'dial':
      return [...play(flow, standardKeyOf('transfer')), { verb: 'Dial', body: action.number }];
    case 'info':
      return gather(flow, here, play(flow, infoKeyOf([...state.path, option.key])));
    case 'repeat':
      return gather(flow, here);
    case 'voicemail':
      return voicemail(flow);
  }
}

/** After a voicemail is kept: thanks, and the call ends. */
export function answerVoicemailKept(): TwimlVerb[] {
  return [{ verb: 'Say', body: messages.phoneMenus.voicemailThanks }, { verb: 'Hangup' }];
}
