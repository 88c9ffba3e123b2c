import { ALL_VOICES } from '#common/spanish-voices.js';
import type { AccountVoice } from './account-voices.js';

/**
 * Which account voice speaks each catalogue slot (record 074). In order: the static choice when
 * the account still has it; a voice with the slot's name (Murf's ids are locale-name); an unused
 * voice of the slot's gender and accent; one of its gender and accent already used by another
 * slot; else the slot keeps the static choice (the service may still take it, or says why not).
 */
export interface SlotMapping {
  catalogueId: string;
  voiceId: string;
  voiceName: string;
  how: 'static' | 'name' | 'gender-accent' | 'shared' | 'fallback';
}

export function mapCatalogue(
  voices: readonly AccountVoice[],
  fallback: (catalogueId: string) => string,
): SlotMapping[] {
  const used = new Set<string>();
  const byId = new Map(voices.map((v) => [v.id, v]));
  return ALL_VOICES.map((slot): SlotMapping => {
    const pick = (voice: AccountVoice, how: SlotMapping['how']): SlotMapping => {
      used.add(voice.id);
      return { catalogueId: slot.id, voiceId: voice.id, voiceName: voice.name, how };
    };
    const known = byId.get(fallback(slot.id));
    if (known) return pick(known, 'static');
    const named = voices.find(
      (v) => v.name.toLowerCase().split(/[\s(]/)[0] === slot.name.toLowerCase() && v.gender === slot.gender,
    );
    if (named) return pick(named, 'name');
    const alike = voices.filter((v) => v.gender === slot.gender && v.accent === slot.accent);
    const fresh = alike.find((v) => !used.has(v.id));
    if (fresh) return pick(fresh, 'gender-accent');
    if (alike[0]) return pick(alike[0], 'shared');
    return { catalogueId: slot.id, voiceId: fallback(slot.id), voiceName: '', how: 'fallback' };
  });
}
