import { z } from 'zod';
import { messages } from '../messages.js';
import { timeZoneField } from './business-fields.js';
import { idParam } from './text.js';

/**
 * Phone links (issue 26, record 110): an unguessable address a phone system fetches without signing
 * in, playing a default Library item or programme, or another one while a schedule rule matches.
 * The rules are an ordered list: the first that matches plays; none, the default.
 */

/**
 * What the default or a rule plays (issue 40, record 110 amended): a Library item (`itemId`) or a
 * programme's last render (`programmeId`), exactly one of the two.
 */
export interface PlayTarget {
  itemId?: string | null;
  programmeId?: string | null;
}
const target = { itemId: z.uuid().optional(), programmeId: z.uuid().optional() };
/** Exactly one of the two is named. */
const namesOneTarget = (t: PlayTarget) => (t.itemId == null) !== (t.programmeId == null);
const oneTarget = { message: messages.phoneLinks.targetRequired, path: ['itemId'] };

/** A calendar date in the business's time zone, `2026-12-24`. */
const localDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, messages.phoneLinks.dateInvalid);
/** A wall-clock time in the business's time zone, `09:00`; `24:00` closes at midnight. */
const localTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, messages.phoneLinks.timeInvalid);

/** 0 Sunday … 6 Saturday, as Date.getDay counts. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Business hours on some days of the week: open at `open`, closed from `close` (later the same day). */
export const openingHours = z
  .object({
    days: z.array(z.number().int().min(0).max(6)).min(1, messages.phoneLinks.daysRequired).max(7),
    open: localTime,
    close: localTime,
  })
  .refine((h) => h.open < h.close, { message: messages.phoneLinks.hoursOrder, path: ['close'] });
export type OpeningHours = z.infer<typeof openingHours>;

const scheduleRule = z.discriminatedUnion('kind', [
  /** From `from` to `to`, both days whole (a holiday message from Dec 24 to Dec 26). */
  z
    .object({ kind: z.literal('dates'), ...target, from: localDate, to: localDate })
    .refine((r) => r.from <= r.to, { message: messages.phoneLinks.datesOrder, path: ['to'] })
    .refine(namesOneTarget, oneTarget),
  /** Outside the business hours (an after-hours message). */
  z
    .object({ kind: z.literal('closed'), ...target, hours: z.array(openingHours).min(1).max(14) })
    .refine(namesOneTarget, oneTarget),
]);
export type ScheduleRule = z.infer<typeof scheduleRule>;

export const PHONE_LINK_RULES_MAX = 20;

/**
 * A link that answers with a phone menu and plays nothing itself: made for the menu from its page
 * (issue 47), so a menu goes live without an unrelated message. Its audio addresses answer only what
 * a rule may play.
 */
export const isMenuOnly = (link: {
  defaultItemId?: string | null;
  defaultProgrammeId?: string | null;
  menuId?: string | null;
}) => link.defaultItemId == null && link.defaultProgrammeId == null && link.menuId != null;

/** What a link plays, and when: the owner's whole setting, replaced by PUT. */
export const phoneLinkSettings = z
  .object({
    /** The default: a Library item or a programme, the other null (a client from before issue 40 sends only the item). */
    defaultItemId: z.uuid().nullable().default(null),
    defaultProgrammeId: z.uuid().nullable().default(null),
    timeZone: timeZoneField,
    rules: z.array(scheduleRule).max(PHONE_LINK_RULES_MAX, messages.phoneLinks.tooManyRules),
    enabled: z.boolean(),
    /**
     * A phone menu published on the link (issue 38, record 110 amended): its TwiML address answers
     * calls with the menu, while its audio addresses keep playing the default and the rules. Null
     * takes it off; absent keeps what the link has, so an editor from before menus cannot take one off.
     */
    menuId: z.uuid().nullable().optional(),
  })
  // With no default, only a menu's own link (issue 47), naming its menu.
  .refine((s) => namesOneTarget({ itemId: s.defaultItemId, programmeId: s.defaultProgrammeId }) || isMenuOnly(s), {
    message: messages.phoneLinks.targetRequired,
    path: ['defaultItemId'],
  });
export type PhoneLinkSettings = z.infer<typeof phoneLinkSettings>;

/**
 * POST /api/phone-links: a new link playing `itemId` or `programmeId`, or (issue 47) answering with the
 * made menu `menuId` alone; the zone defaults to the business profile's, else UTC.
 */
export const createPhoneLinkBody = z
  .object({ ...target, menuId: z.uuid().optional(), timeZone: timeZoneField.optional() })
  .refine((body) => namesOneTarget(body) || isMenuOnly(body), oneTarget);

/** The formats a phone system can ask for, by the address's ending. */
export const PHONE_LINK_FORMATS = {
  mp3: { suffix: '.mp3', contentType: 'audio/mpeg' },
  'wav-ulaw-8k': { suffix: '.ulaw.wav', contentType: 'audio/wav' },
  'wav-pcm-8k': { suffix: '.pcm.wav', contentType: 'audio/wav' },
} as const;
export type PhoneLinkFormat = keyof typeof PHONE_LINK_FORMATS;
/** Twilio's TwiML for the link: `<Play loop="0">` of its MP3. */
export const TWIML_SUFFIX = '.xml';

/** What plays at a moment, and what plays next and from when. */
const playing = z.object({
  /** The Library item, or null when a programme plays or the link has nothing to play (its default was deleted). */
  itemId: z.string().nullable(),
  /** The programme whose last render plays, or null. */
  programmeId: z.string().nullable(),
  /** The rule that chose it (its index), or null for the default. */
  ruleIndex: z.number().int().nullable(),
});
export type Playing = z.infer<typeof playing>;

export const phoneLinkReply = z.object({
  id: z.string(),
  enabled: z.boolean(),
  /** Absolute addresses, one per format, and the TwiML one. */
  urls: z.object({ mp3: z.string(), 'wav-ulaw-8k': z.string(), 'wav-pcm-8k': z.string(), twiml: z.string() }),
  defaultItemId: z.string().nullable(),
  defaultProgrammeId: z.string().nullable(),
  timeZone: z.string(),
  rules: z.array(scheduleRule),
  /** The phone menu its TwiML address answers calls with, or null (issue 38). */
  menuId: z.string().nullable(),
  /** Rules whose item or programme was deleted: they fall back to the default until the owner changes them. */
  brokenRules: z.array(z.number().int()),
  now: playing,
  /** The next moment what plays changes (within a year), and what plays then; null when it never does. */
  next: playing.extend({ at: z.string() }).nullable(),
  lastFetchedAt: z.string().nullable(),
  lastFetchedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PhoneLinkReply = z.infer<typeof phoneLinkReply>;

export const phoneLinksReply = z.object({ success: z.literal(true), links: z.array(phoneLinkReply) });
export const phoneLinkIdParams = z.object({ id: idParam() });
/** GET /api/phone-links/:id/plays?at=<ISO time>: what plays then, and the next change after it. */
export const playsQuery = z.object({ at: z.iso.datetime({ offset: true, error: messages.phoneLinks.momentInvalid }) });
export const playsReply = z.object({ now: playing, next: playing.extend({ at: z.string() }).nullable() });

/**
 * DELETE /api/programmes/:id (issue 40): the owner's links that played the programme, each with what
 * it plays now instead (a rule's place taken by the default; nothing once the default went).
 */
export const programmeDeletedReply = z.object({
  success: z.literal(true),
  phoneLinks: z.array(z.object({ id: z.string(), now: playing })),
});
export type ProgrammeDeletedReply = z.infer<typeof programmeDeletedReply>;
