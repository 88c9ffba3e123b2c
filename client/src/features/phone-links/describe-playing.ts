import { formatDateTime } from '#common/format.js';
import { messages } from '#common/messages.js';
import { defaultKey, targetKey } from '#common/schedule.js';
import type { PhoneLinkReply, Playing, PlayTarget } from '#common/schemas/phone-links.js';

/**
 * The words for what a phone link plays (record 110): "Plays now: Winter hours (rule 1)",
 * "Next change: Fri, Dec 26, 2026, 12:00 AM → Main greeting", "Last fetched 3 minutes ago by
 * Twilio/1.0". Moments read on the link's own clocks, since its rules are written in its time zone,
 * in the app's one date style (record 136).
 */

/** The title of a Library item or a programme a link names (issue 40); undefined for one deleted. */
export type TitleOf = (target: PlayTarget) => string | undefined;

/** "Main greeting", "the programme Spring hold", or that it was deleted. */
function targetName(target: PlayTarget, titleOf: TitleOf): string {
  const title = titleOf(target);
  if (target.programmeId) return title ? `the programme ${title}` : 'a deleted programme';
  return title ?? 'a deleted message';
}

/** "Winter hours (rule 1)", "the programme Spring hold (the default)", or that nothing plays. */
export function playingLabel(playing: Playing, titleOf: TitleOf): string {
  if (targetKey(playing) === null) return 'nothing (the default was deleted)';
  const name = targetName(playing, titleOf);
  return playing.ruleIndex === null ? `${name} (the default)` : `${name} (rule ${playing.ruleIndex + 1})`;
}

/** "Next change: Sat, Dec 26, 2026, 12:00 AM → Main greeting", or that it plays the same all year. */
export function nextChangeText(next: PhoneLinkReply['next'], zone: string, titleOf: TitleOf): string {
  if (!next) return 'No change in the coming year.';
  const name = targetKey(next) === null ? 'nothing' : targetName(next, titleOf);
  return `Next change: ${formatDateTime(next.at, zone)} → ${name}`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 minutes ago", "yesterday"; under a minute, "just now". */
export function timeAgo(iso: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}

/** Whether a phone system has fetched the link, when, and which (its user agent). */
export function lastFetchedText(link: Pick<PhoneLinkReply, 'lastFetchedAt' | 'lastFetchedBy'>, now: Date): string {
  if (!link.lastFetchedAt) return 'Not fetched yet';
  const by = link.lastFetchedBy ? ` by ${link.lastFetchedBy}` : '';
  return `Last fetched ${timeAgo(link.lastFetchedAt, now)}${by}`;
}

/** How a Library item or a programme plays on the user's links: as a default, by a rule, or not at all. */
export function targetOnLinks(links: PhoneLinkReply[] | undefined, target: PlayTarget) {
  const key = targetKey(target);
  const asDefault = links?.some((link) => defaultKey(link) === key) ?? false;
  const byRule = links?.some((link) => link.rules.some((rule) => targetKey(rule) === key)) ?? false;
  return { asDefault, byRule, live: asDefault || byRule };
}

/**
 * What deleting a Library item or a programme does to the links that play it (record 110), for its
 * confirmation: the default's link will have nothing to play; a rule's link plays its default.
 */
export function deleteLinkNote(onLinks: ReturnType<typeof targetOnLinks>): string {
  const words = messages.phoneLinkScreens;
  return onLinks.asDefault ? words.deleteLiveDefault : onLinks.byRule ? words.deleteLiveRule : '';
}
