import type { MessageLanguage } from '#common/message-language.js';
import {
  LANGUAGE_OFFER_KEY,
  infoKeyOf,
  levelAt,
  menuKeyOf,
  offersVoicemail,
  standardKeyOf,
} from '#common/phone-menu-prompts.js';
import { MENU_RETRIES_MAX, VOICEMAIL_SECONDS_MAX, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import {
  goodbyeIn,
  menuLanguage,
  menuLanguages,
  promptIdIn,
  spokenLanguage,
  voicemailThanksIn,
} from './menu-languages.js';
import { MAIN_MENU, type MenuState } from './menu-state.js';
import type { TwimlVerb } from './twiml.js';

/**
 * What a live menu answers at each step of a call (issue 38, record 141), as TwiML verbs. Pure: the
 * routes give it the menu, where each prompt plays from, and where Twilio posts back.
 *
 * A two-language menu (issue 39, record 146) reads the offer of its other language after the
 * greeting, and again whenever its main menu plays in its own language, so a caller who missed it
 * hears it again; its key there switches the call to the other language, which the state then
 * carries, and every later prompt is that language's render.
 */
export interface MenuFlow {
  settings: PhoneMenuSettings;
  /** The public address of a prompt's audio by its id, or null when the prompt is turned off: it is skipped. */
  promptUrl(id: string): string | null;
  /** The `<Gather action>` of a menu level, carrying the caller's state (menu-state.ts). */
  menuUrl(state: MenuState): string;
  /** The `<Record action>`. */
  voicemailUrl: string;
}

/** Seconds `<Gather>` waits for a key after its prompts end (Twilio's default, written out). */
const GATHER_TIMEOUT_SECONDS = 5;

const playId = (flow: MenuFlow, id: string): TwimlVerb[] => {
  const url = flow.promptUrl(id);
  return url ? [{ verb: 'Play', body: url }] : [];
};

/** The prompt `key` in `language`. */
const play = (flow: MenuFlow, key: string, language: MessageLanguage): TwimlVerb[] =>
  playId(flow, promptIdIn(flow.settings, key, language));

/** The state as its address carries it: the menu's own language is left out, so a one-language menu's addresses stay as they were. */
function stateIn(flow: MenuFlow, state: MenuState, language: MessageLanguage): MenuState {
  const { path, tries } = state;
  return language === menuLanguage(flow.settings) ? { path, tries } : { path, tries, language };
}

/** Whether the offer of the other language is read at this level: the main menu in the menu's own language. */
function offersLanguage(flow: MenuFlow, state: MenuState, language: MessageLanguage): boolean {
  return flow.settings.otherLanguage !== null && state.path.length === 0 && language === menuLanguage(flow.settings);
}

/**
 * A menu level read inside `<Gather>`, after `before` (the greeting, or the invalid or no-input
 * prompt), so a caller can press a key at any moment. With no key Twilio goes on to the next verb:
 * the `<Redirect>` to the same action without `Digits`, which counts as no input.
 */
function gather(flow: MenuFlow, state: MenuState, language: MessageLanguage, before: TwimlVerb[] = []): TwimlVerb[] {
  const action = flow.menuUrl(stateIn(flow, state, language));
  const offer = offersLanguage(flow, state, language) ? playId(flow, LANGUAGE_OFFER_KEY) : [];
  return [
    {
      verb: 'Gather',
      attributes: { numDigits: 1, action, method: 'POST', timeout: GATHER_TIMEOUT_SECONDS },
      body: [...before, ...offer, ...play(flow, menuKeyOf(state.path), language)],
    },
    { verb: 'Redirect', attributes: { method: 'POST' }, body: action },
  ];
}

/**
 * The voicemail greeting in each of `languages`, then the recording (3 minutes at most, after a
 * beep). The action names the language when the caller chose one of two, so the thanks is in it.
 */
function voicemail(flow: MenuFlow, languages: MessageLanguage[]): TwimlVerb[] {
  const chosen = flow.settings.otherLanguage !== null && languages.length === 1 ? `?lang=${languages[0]}` : '';
  return [
    ...languages.flatMap((language) => play(flow, standardKeyOf('voicemail'), language)),
    {
      verb: 'Record',
      attributes: {
        maxLength: VOICEMAIL_SECONDS_MAX,
        playBeep: true,
        action: `${flow.voicemailUrl}${chosen}`,
        method: 'POST',
      },
    },
    // Reached only when nothing was recorded (Twilio then skips the action).
    ...goodbyeIn(languages),
  ];
}

/**
 * The call's first answer: the greeting and the main menu while open; outside the hours the
 * after-hours prompt, on a closure day the holiday prompt, either followed by voicemail when the
 * voicemail prompt is on, else a goodbye. A two-language menu says a closed line's prompts in both
 * languages, one after the other, as a bilingual business's recording does: no caller has chosen yet.
 */
export function answerCall(flow: MenuFlow, business: 'open' | 'closed' | 'holiday'): TwimlVerb[] {
  const own = menuLanguage(flow.settings);
  if (business === 'open') return gather(flow, MAIN_MENU, own, play(flow, 'greeting', own));
  const languages = menuLanguages(flow.settings);
  const closedKey = standardKeyOf(business === 'holiday' ? 'holiday' : 'afterHours');
  const closedPrompts = languages.flatMap((language) => play(flow, closedKey, language));
  const voicemailOn = flow.promptUrl(standardKeyOf('voicemail')) !== null;
  return [...closedPrompts, ...(voicemailOn ? voicemail(flow, languages) : goodbyeIn(languages))];
}

/**
 * The answer to a key (`digits`) pressed at the menu level `state` names, or to none. A malformed
 * state (null), a level the menu does not have (changed since, or a forged address) or a language
 * it does not speak answers the main menu in the menu's language, the key unread.
 */
export function answerKey(flow: MenuFlow, state: MenuState | null, digits: string | undefined): TwimlVerb[] {
  const language = state && spokenLanguage(flow.settings, state.language);
  const level = state && language && levelAt(flow.settings.main, state.path);
  if (!state || !language || !level) return gather(flow, MAIN_MENU, menuLanguage(flow.settings));
  const offered = flow.settings.otherLanguage;
  if (offered && digits === offered.key && offersLanguage(flow, state, language)) {
    // The caller chose the other language: its greeting welcomes them, then its main menu.
    const chosen = menuLanguages(flow.settings)[1]!;
    return gather(flow, MAIN_MENU, chosen, play(flow, 'greeting', chosen));
  }
  const option = digits ? level.options.find((o) => o.key === digits) : undefined;
  if (!option) {
    // A wrong key or none: its prompt, then the menu again, MENU_RETRIES_MAX times at most.
    if (state.tries >= MENU_RETRIES_MAX)
      return offersVoicemail(flow.settings.main) ? voicemail(flow, [language]) : goodbyeIn([language]);
    const prompt = play(flow, standardKeyOf(digits ? 'invalid' : 'noInput'), language);
    return gather(flow, { path: state.path, tries: state.tries + 1 }, language, prompt);
  }
  const here = { path: state.path, tries: 0 };
  const { action } = option;
  switch (action.kind) {
    case 'submenu':
      return gather(flow, { path: [...state.path, option.key], tries: 0 }, language);
    case 'dial':
      return [...play(flow, standardKeyOf('transfer'), language), { verb: 'Dial', body: action.number }];
    case 'info':
      return gather(flow, here, language, play(flow, infoKeyOf([...state.path, option.key]), language));
    case 'repeat':
      return gather(flow, here, language);
    case 'voicemail':
      return voicemail(flow, [language]);
  }
}

/**
 * After a voicemail is kept: thanks, and the call ends. In the language the caller chose, or every
 * language of the menu when none was (a closed line's voicemail); a language the menu does not speak is ignored.
 */
export function answerVoicemailKept(settings: PhoneMenuSettings, chosen: MessageLanguage | undefined): TwimlVerb[] {
  const language = chosen && spokenLanguage(settings, chosen);
  return voicemailThanksIn(language && settings.otherLanguage ? [language] : menuLanguages(settings));
}
