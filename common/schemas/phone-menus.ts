import { z } from 'zod';
import { messages } from '../messages.js';
import { LIMITS, TONE_VALUES } from '../constants.js';
import { MESSAGE_LANGUAGES } from '../message-language.js';
import { companyNameField, timeZoneField } from './business-fields.js';
import { openingHours } from './phone-links.js';
import { SCRIPT_MAX_CHARS } from './scripts.js';
import { idParam, noControlChars, noControlCharsButLines } from './text.js';

/**
 * Phone menus (issue 38): a whole call flow kept on the server. A greeting, a main menu of keypad
 * options, sub-menus, and the standard prompts a phone system plays around them (invalid choice, no
 * input, transfer, after hours, holiday closure, voicemail greeting). Every prompt is made in one
 * voice at one loudness, and delivered as each phone system takes it (a pack), or answered live on
 * Twilio through a phone link.
 *
 * The menu's structure is the owner's; each prompt's words are the composer's until the owner edits
 * them (`prompts[key].text`). Prompt keys and names come from `common/phone-menu-prompts.ts`.
 */

/** The keys a caller can press, in the order a menu reads them when they are all used. */
export const MENU_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '*', '#'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/** Options in one menu: more than this and callers forget the first before the last is read. */
export const MENU_OPTIONS_MAX = 9;
/** Menu levels in all: the main menu, its sub-menus, and theirs. */
export const MENU_DEPTH_MAX = 3;
/** Prompts one menu makes, all kinds counted. */
export const MENU_PROMPTS_MAX = 40;
/** Estimated speech of all prompts together, in seconds. */
export const MENU_SECONDS_MAX = 600;
/** Menus one account keeps. */
export const PHONE_MENUS_MAX = 20;
/** A caller who presses a wrong key or nothing hears the menu again at most this many times. */
export const MENU_RETRIES_MAX = 3;
/** The longest voicemail a caller may leave, in seconds (Twilio `<Record maxLength>`). */
export const VOICEMAIL_SECONDS_MAX = 180;
/** Voicemails are deleted this long after they were left. */
export const VOICEMAIL_KEEP_DAYS = 30;

/** An E.164 number: a plus, a country code, at most 15 digits in all (ITU-T E.164). */
const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

const label = z
  .string()
  .trim()
  .min(1, messages.phoneMenus.labelRequired)
  .max(80, messages.phoneMenus.labelTooLong)
  .refine(...noControlChars);

/** A prompt's words as the owner wrote them. */
const promptText = z
  .string()
  .trim()
  .min(1, messages.phoneMenus.promptTextRequired)
  .max(SCRIPT_MAX_CHARS, messages.scripts.contentTooLong)
  .refine(...noControlCharsButLines);

/** What pressing an option's key does. */
export type MenuAction =
  | { kind: 'submenu'; menu: MenuLevel }
  | { kind: 'dial'; number: string }
  | { kind: 'voicemail' }
  | { kind: 'info' }
  | { kind: 'repeat' };

export interface MenuOption {
  key: MenuKey;
  /** What the caller hears the option as: "sales", "billing questions", "the operator". */
  label: string;
  /** The label in the menu's other language ("ventas"), needed once the menu has one (record 146). */
  otherLabel?: string;
  action: MenuAction;
}

export interface MenuLevel {
  options: MenuOption[];
}

const menuLevel: z.ZodType<MenuLevel> = z.lazy(() =>
  z.object({
    options: z
      .array(menuOption)
      .min(1, messages.phoneMenus.optionsRequired)
      .max(MENU_OPTIONS_MAX, messages.phoneMenus.tooManyOptions)
      .refine((options) => new Set(options.map((o) => o.key)).size === options.length, messages.phoneMenus.keyTwice),
  }),
);

const menuAction: z.ZodType<MenuAction> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('submenu'), menu: menuLevel }),
    z.object({
      kind: z.literal('dial'),
      number: z.string().trim().regex(E164_PATTERN, messages.phoneMenus.numberInvalid),
    }),
    z.object({ kind: z.literal('voicemail') }),
    z.object({ kind: z.literal('info') }),
    z.object({ kind: z.literal('repeat') }),
  ]),
);

const menuOption: z.ZodType<MenuOption> = z.lazy(() =>
  z.object({
    key: z.enum(MENU_KEYS, { error: messages.phoneMenus.keyInvalid }),
    label,
    otherLabel: label.optional(),
    action: menuAction,
  }),
);

/** The standard prompts every menu has, each of which the owner can turn off. */
export const STANDARD_PROMPTS = ['invalid', 'noInput', 'transfer', 'afterHours', 'holiday', 'voicemail'] as const;
export type StandardPrompt = (typeof STANDARD_PROMPTS)[number];

/** The owner's say over one prompt: off, or its own words in place of the composer's. */
const promptSetting = z.object({
  enabled: z.boolean().default(true),
  /** The owner's words; absent, the composer's. */
  text: promptText.optional(),
});
export type PromptSetting = z.infer<typeof promptSetting>;

/** A closure on whole days in the menu's zone (a holiday), with the name the holiday prompt may use. */
const closure = z
  .object({
    from: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, messages.phoneLinks.dateInvalid),
    to: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, messages.phoneLinks.dateInvalid),
    name: z
      .string()
      .trim()
      .max(60, messages.phoneMenus.labelTooLong)
      .refine(...noControlChars)
      .optional(),
  })
  .refine((c) => c.from <= c.to, { message: messages.phoneLinks.datesOrder, path: ['to'] });
export type MenuClosure = z.infer<typeof closure>;

/** A catalogue or cloned voice id, as step 2 takes it. */
const voiceIdField = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine(...noControlChars);

/**
 * A menu made whole in its other language too (issue 39, record 146): the greeting is followed by
 * the offer of that language on `key` ("Para español, oprima el nueve", said by `voiceId`), and a
 * caller who presses it hears every later prompt in that language. Each prompt is made in both; a
 * pack carries both (Genesys in one prompt with a resource per language).
 */
const otherLanguageSetting = z.object({
  /** The key the greeting offers the other language on; no main-menu option may use it. */
  key: z.enum(MENU_KEYS, { error: messages.phoneMenus.keyInvalid }),
  /** The other language's voice: a Spanish voice for an English menu, and the other way round. */
  voiceId: voiceIdField,
  /** The owner's say over each prompt in the other language, by the same prompt keys. */
  prompts: z.record(z.string().max(60), promptSetting).default({}),
});

/** A prompt name prefix: what every prompt's name starts with, so two menus' prompts never clash in a PBX. */
export const PROMPT_PREFIX_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/** What the owner sets; POST creates with it, PUT replaces it whole. */
export const phoneMenuSettings = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, messages.phoneMenus.nameRequired)
      .max(80, messages.phoneMenus.nameTooLong)
      .refine(...noControlChars),
    /** The business the greeting names (prefilled from the business profile). */
    companyName: companyNameField(messages.business.companyNameRequired, LIMITS.companyNameMinChars),
    /** How the composer words the prompts, as step 1's tone. */
    tone: z.enum(TONE_VALUES).default('professional'),
    /** Starts every prompt's name; kept when the menu is renamed, since PBX flows point at prompts by name. */
    promptPrefix: z.string().regex(PROMPT_PREFIX_PATTERN, messages.phoneMenus.prefixInvalid),
    /** The language the prompts are written and spoken in (record 146); a menu saved before it reads English. */
    language: z.enum(MESSAGE_LANGUAGES).default('en'),
    /** The menu in its other language too, offered on a key after the greeting; null for one language. */
    otherLanguage: otherLanguageSetting.nullable().default(null),
    /** One voice for every prompt, a catalogue or cloned voice id as step 2 takes it. */
    voiceId: voiceIdField,
    main: menuLevel,
    /** Business hours in `timeZone`; empty means always open (no after-hours prompt plays). */
    hours: z.array(openingHours).max(14),
    closures: z.array(closure).max(30),
    timeZone: timeZoneField,
    /** Per prompt key (phone-menu-prompts.ts): turned off, or the owner's words. Unknown keys are refused. */
    prompts: z.record(z.string().max(60), promptSetting).default({}),
  })
  .superRefine((menu, ctx) => {
    if (depthOf(menu.main) > MENU_DEPTH_MAX)
      ctx.addIssue({ code: 'custom', message: messages.phoneMenus.tooDeep, path: ['main'] });
  });
export type PhoneMenuSettings = z.infer<typeof phoneMenuSettings>;

/** Levels of a menu, itself counted: a main menu alone is 1. */
export function depthOf(level: MenuLevel): number {
  let deepest = 0;
  for (const option of level.options)
    if (option.action.kind === 'submenu') deepest = Math.max(deepest, depthOf(option.action.menu));
  return 1 + deepest;
}

/** One prompt as the menu's page shows it. */
const menuPromptReply = z.object({
  /** Stable within the menu: `greeting`, `menu`, `menu_2`, `info_2_1`, `invalid`… (phone-menu-prompts.ts). */
  key: z.string(),
  /** The name a PBX knows it by: the prefix and the key, letters, digits and underscores. */
  name: z.string(),
  /** `languageOffer`: the line after the greeting that offers the other language, said in it (record 146). */
  kind: z.enum(['greeting', 'languageOffer', 'menu', 'info', ...STANDARD_PROMPTS]),
  /** The language this prompt is said in: a two-language menu lists each prompt once per language. */
  language: z.enum(MESSAGE_LANGUAGES),
  /** Where it plays, in words, for the call-flow sheet: "Main menu", "After pressing 2, then 1". */
  description: z.string(),
  enabled: z.boolean(),
  /** The words it speaks: the owner's, else the composer's. */
  text: z.string(),
  edited: z.boolean(),
  /** The last render of these words in this voice; null before the first, or once the words changed. */
  audio: z
    .object({
      /** An audio_files row (kind 'menu-prompt'); GET /api/audio/:id serves it. */
      audioId: z.string(),
      url: z.string(),
      /** Counts the prompt's renders; a file name and a public address carry it, its name never does. */
      version: z.number().int(),
      duration: z.number(),
    })
    .nullable(),
});
export type MenuPromptReply = z.infer<typeof menuPromptReply>;

export const phoneMenuReply = z.object({
  id: z.string(),
  settings: phoneMenuSettings,
  prompts: z.array(menuPromptReply),
  /** Every enabled prompt has audio of its current words. */
  ready: z.boolean(),
  /** The make job under way, so a reload can follow it. */
  renderJobId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PhoneMenuReply = z.infer<typeof phoneMenuReply>;

export const phoneMenuSaved = z.object({ success: z.literal(true), menu: phoneMenuReply });
export const phoneMenusReply = z.object({ success: z.literal(true), menus: z.array(phoneMenuReply) });
export const phoneMenuIdParams = z.object({ id: idParam() });

/** The systems a menu's pack is made for (GET /api/phone-menus/:id/pack/:system). */
export const MENU_PACK_SYSTEMS = [
  'freepbx',
  '3cx',
  'connect',
  'genesys',
  'teams',
  'ringcentral',
  'cisco',
  'avaya',
  'plain',
] as const;
export type MenuPackSystem = (typeof MENU_PACK_SYSTEMS)[number];
export const menuPackParams = z.object({ id: idParam(), system: z.enum(MENU_PACK_SYSTEMS) });

/** A voicemail left on a live menu (Twilio `<Record>`), kept for the owner for 30 days. */
export const voicemailReply = z.object({
  id: z.string(),
  /** The caller's number as Twilio gave it (`From`), or null when withheld. */
  from: z.string().nullable(),
  duration: z.number(),
  /** GET /api/audio/:id serves it to the owner. */
  audioId: z.string(),
  url: z.string(),
  receivedAt: z.string(),
});
export const voicemailIdParams = z.object({ id: idParam(), voicemailId: idParam() });
export const voicemailsReply = z.object({ success: z.literal(true), voicemails: z.array(voicemailReply) });
