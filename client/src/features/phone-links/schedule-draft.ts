import {
  phoneLinkSettings,
  type OpeningHours,
  type PhoneLinkReply,
  type PhoneLinkSettings,
  type ScheduleRule,
} from '#common/schemas/phone-links.js';

/** The fields a link's schedule is made of, as the server holds them. */
type SavedSchedule = Pick<PhoneLinkReply, 'defaultItemId' | 'defaultProgrammeId' | 'timeZone' | 'rules'>;

/** What a default or a rule plays: a Library item or a programme (issue 40), never both. */
export type Target = { itemId: string; programmeId?: undefined } | { programmeId: string; itemId?: undefined };

/**
 * A link's schedule being edited (record 110): the default, the zone and the ordered rules, kept
 * on the page until Save sends them whole with PUT. Each rule has a key of its own, so moving one
 * up or down moves its inputs (and their focus) with it.
 */
interface DraftRule {
  key: number;
  rule: ScheduleRule;
}

export interface ScheduleDraft {
  /** What the default plays; null once it was deleted, until the owner chooses another. */
  defaultTarget: Target | null;
  timeZone: string;
  rules: DraftRule[];
  nextKey: number;
}

export type ScheduleAction =
  | { type: 'reset'; link: SavedSchedule }
  | { type: 'setDefault'; target: Target }
  | { type: 'setTimeZone'; timeZone: string }
  | { type: 'addRule'; rule: ScheduleRule }
  | { type: 'updateRule'; key: number; rule: ScheduleRule }
  | { type: 'removeRule'; key: number }
  | { type: 'moveRule'; key: number; by: -1 | 1 };

/** A saved default as a target, or null when it names nothing. */
function defaultOf(link: SavedSchedule): Target | null {
  if (link.defaultItemId) return { itemId: link.defaultItemId };
  return link.defaultProgrammeId ? { programmeId: link.defaultProgrammeId } : null;
}

/** A rule playing `target` instead of what it played: the other field is emptied, not left beside it. */
export function withTarget(rule: ScheduleRule, target: Target): ScheduleRule {
  return { ...rule, itemId: undefined, programmeId: undefined, ...target };
}

export function draftOf(link: SavedSchedule): ScheduleDraft {
  return {
    defaultTarget: defaultOf(link),
    timeZone: link.timeZone,
    rules: link.rules.map((rule, key) => ({ key, rule })),
    nextKey: link.rules.length,
  };
}

export function scheduleReducer(draft: ScheduleDraft, action: ScheduleAction): ScheduleDraft {
  switch (action.type) {
    case 'reset':
      return draftOf(action.link);
    case 'setDefault':
      return { ...draft, defaultTarget: action.target };
    case 'setTimeZone':
      return { ...draft, timeZone: action.timeZone };
    case 'addRule':
      return {
        ...draft,
        rules: [...draft.rules, { key: draft.nextKey, rule: action.rule }],
        nextKey: draft.nextKey + 1,
      };
    case 'updateRule':
      return { ...draft, rules: draft.rules.map((r) => (r.key === action.key ? { ...r, rule: action.rule } : r)) };
    case 'removeRule':
      return { ...draft, rules: draft.rules.filter((r) => r.key !== action.key) };
    case 'moveRule': {
      const from = draft.rules.findIndex((r) => r.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= draft.rules.length) return draft;
      const rules = [...draft.rules];
      [rules[from], rules[to]] = [rules[to]!, rules[from]!];
      return { ...draft, rules };
    }
  }
}

/** What PUT sends: the draft as the link's whole setting. */
export function settingsOf(draft: ScheduleDraft, enabled: boolean) {
  return {
    defaultItemId: draft.defaultTarget?.itemId ?? null,
    defaultProgrammeId: draft.defaultTarget?.programmeId ?? null,
    timeZone: draft.timeZone,
    rules: draft.rules.map((r) => r.rule),
    enabled,
  } satisfies PhoneLinkSettings;
}

/** Whether the draft differs from what the server holds. */
export function isChanged(draft: ScheduleDraft, link: SavedSchedule) {
  const saved = draftOf(link);
  return JSON.stringify(settingsOf(draft, true)) !== JSON.stringify(settingsOf(saved, true));
}

/**
 * The contract's own words for what is wrong, by field path (`rules.0.to`), checked before sending
 * so each shows beside its field; the server checks the same and its words show if it refuses.
 */
export function settingsErrors(settings: PhoneLinkSettings): Record<string, string> {
  const result = phoneLinkSettings.safeParse(settings);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** A new "Holiday or dates" rule: today in the link's zone, playing `target`. */
export function newDatesRule(target: Target, today: string): ScheduleRule {
  return { kind: 'dates', ...target, from: today, to: today };
}

/** A new "Outside business hours" rule: Monday to Friday, 09:00 to 17:00. */
export function newClosedRule(target: Target): ScheduleRule {
  return { kind: 'closed', ...target, hours: [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:00' }] };
}

/** One day ticked or unticked on a row of opening hours; the days stay in week order. */
export function toggleDay(hours: OpeningHours, day: number): OpeningHours {
  const days = hours.days.includes(day) ? hours.days.filter((d) => d !== day) : [...hours.days, day].sort();
  return { ...hours, days };
}

/** Another row of opening hours (Saturday mornings, say), starting as the last row's times. */
export function withHoursRow(hours: OpeningHours[]): OpeningHours[] {
  const last = hours.at(-1);
  return [...hours, { days: [6], open: last?.open ?? '09:00', close: last?.close ?? '17:00' }];
}
