import { nextChange, whatPlays, type Schedule } from '#common/schedule.js';
import type { Playing } from '#common/schemas/phone-links.js';

export interface WhatPlays {
  now: Playing;
  /** The next change after `at` and what plays from then; null when nothing changes within a year. */
  next: (Playing & { at: Date }) | null;
  /** Rules whose item no longer exists: they are skipped, so the default plays in their place. */
  brokenRules: number[];
}

/**
 * What a link plays at `at`, for the owner's replies and for the phone system alike, so both always
 * agree: the schedule engine (common/schedule.ts) reads the rules in the link's zone. A rule naming
 * an item not in `existingItemIds` (the owner's Library items that still exist, at least those the
 * link names) is skipped, and the owner is told through `brokenRules`.
 */
export function whatPlaysNow(link: Schedule, at: Date, existingItemIds: ReadonlySet<string>): WhatPlays {
  const exists = (itemId: string) => existingItemIds.has(itemId);
  return {
    now: whatPlays(link, at, exists),
    next: nextChange(link, at, exists),
    brokenRules: link.rules.flatMap((rule, index) => (exists(rule.itemId) ? [] : [index])),
  };
}
