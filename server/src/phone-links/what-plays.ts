import { nextChange, targetKey, whatPlays, type Schedule } from '#common/schedule.js';
import type { Playing } from '#common/schemas/phone-links.js';

export interface WhatPlays {
  now: Playing;
  /** The next change after `at` and what plays from then; null when nothing changes within a year. */
  next: (Playing & { at: Date }) | null;
  /** Rules whose item or programme no longer exists: they are skipped, so the default plays in their place. */
  brokenRules: number[];
}

/**
 * What a link plays at `at`, for the owner's replies and for the phone system alike, so both always
 * agree: the schedule engine (common/schedule.ts) reads the rules in the link's zone. A rule naming
 * a target not in `playable` (the `targetKey`s of the owner's items that still exist and programmes
 * that have a render, at least those the link names: `playableKeys`) is skipped, and the owner is
 * told through `brokenRules`.
 */
export function whatPlaysNow(link: Schedule, at: Date, playable: ReadonlySet<string>): WhatPlays {
  const exists = (key: string) => playable.has(key);
  return {
    now: whatPlays(link, at, exists),
    next: nextChange(link, at, exists),
    brokenRules: link.rules.flatMap((rule, index) => (exists(targetKey(rule) ?? '') ? [] : [index])),
  };
}
