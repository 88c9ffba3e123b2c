import { LIMITS } from '#common/constants.js';
import type { TargetSystemId } from '#common/phone-system-limits.js';
import type { LibraryItem } from '#common/schemas/library.js';
import {
  PROGRAMME_GAP_SECONDS,
  programmeSettings,
  type ProgrammeReply,
  type ProgrammeSettings,
} from '#common/schemas/programmes.js';
import { voiceSecondsOf } from '#common/programme-length.js';

/** One place in the playing order; `key` tells apart two places of the same message (a thank-you that recurs). */
export interface ProgrammeEntry {
  key: string;
  itemId: string;
}

/** The editor's copy of a programme, saved whole by PUT (or POST for a new one). */
export interface ProgrammeDraft {
  title: string;
  entries: ProgrammeEntry[];
  trackId: string;
  volume: number;
  gapSeconds: number;
  targetSystem: TargetSystemId;
}

export function draftOf(programme: ProgrammeReply | null, firstTrackId: string | undefined): ProgrammeDraft {
  if (!programme)
    return {
      title: 'On-hold programme',
      entries: [],
      trackId: firstTrackId ?? '',
      volume: LIMITS.musicVolumeDefault,
      gapSeconds: PROGRAMME_GAP_SECONDS.default,
      targetSystem: 'other',
    };
  return {
    title: programme.title,
    entries: programme.itemIds.map((itemId) => ({ key: crypto.randomUUID(), itemId })),
    trackId: programme.trackId,
    volume: programme.volume,
    gapSeconds: programme.gapSeconds,
    targetSystem: programme.targetSystem,
  };
}

export function settingsOf(draft: ProgrammeDraft): ProgrammeSettings {
  return {
    title: draft.title,
    itemIds: draft.entries.map((entry) => entry.itemId),
    trackId: draft.trackId,
    volume: draft.volume,
    gapSeconds: draft.gapSeconds,
    targetSystem: draft.targetSystem,
  };
}

/** The first problem of each field, in the contract's own words (the server checks the same and more). */
export function draftErrors(draft: ProgrammeDraft): Partial<Record<keyof ProgrammeSettings, string>> {
  const parsed = programmeSettings.safeParse(settingsOf(draft));
  if (parsed.success) return {};
  const errors: Partial<Record<keyof ProgrammeSettings, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ProgrammeSettings;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A saved message's voice seconds as the programme places it; null when it cannot be placed (deleted, no recipe). */
export function libraryVoiceSeconds(library: readonly LibraryItem[], itemId: string): number | null {
  const item = library.find((i) => i.id === itemId);
  if (!item?.summary) return null;
  return voiceSecondsOf(item.duration, { messageType: item.messageType ?? undefined, trackId: item.summary.trackId });
}
