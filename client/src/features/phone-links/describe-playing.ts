import { formatDateTime } from '#common/format.js';
import type { PhoneLinkReply, Playing } from '#common/schemas/phone-links.js';

/**
 * The words for what a phone link plays (record 110): "Plays now: Winter hours (rule 1)",
 * "Next change: Fri, Dec 26, 2026, 12:00 AM → Main greeting", "Last fetched 3 minutes ago by
 * Twilio/1.0". Moments read on the link's own clocks, since its rules are written in its time zone,
 * in the app's one date style (record 136).
 */

/** A Library item's title by id; a deleted one reads as such. */
export type TitleOf = (itemId: string) => string | undefined;

/** "Winter hours (rule 1)", "Main greeting (the default)", or that nothing plays. */
export function playingLabel(playing: Playing, titleOf: TitleOf): string {
  if (playing.itemId === null) return 'nothing (the default message was deleted)';
  const title = titleOf(playing.itemId) ?? 'a deleted message';
  return playing.ruleIndex === null ? `${title} (the default)` : `${title} (rule ${playing.ruleIndex + 1})`;
}

/** "Next change: Sat, Dec 26, 2026, 12:00 AM → Main greeting", or that it plays the same all year. */
export function nextChangeText(next: PhoneLinkReply['next'], zone: string, titleOf: TitleOf): string {
  if (!next) return 'No change in the coming year.';
  const title = next.itemId === null ? 'nothing' : (titleOf(next.itemId) ?? 'a deleted message');
  return `Next change: ${formatDateTime(next.at, zone)} → ${title}`;
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

/** How a Library item plays on the user's links: as a default, by a rule, or not at all. */
export function itemOnLinks(links: PhoneLinkReply[] | undefined, itemId: string) {
  const asDefault = links?.some((link) => link.defaultItemId === itemId) ?? false;
  const byRule = links?.some((link) => link.rules.some((rule) => rule.itemId === itemId)) ?? false;
  return { asDefault, byRule, live: asDefault || byRule };
}
