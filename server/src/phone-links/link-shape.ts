import {
  PHONE_LINK_FORMATS,
  TWIML_SUFFIX,
  type PhoneLinkFormat,
  type PhoneLinkReply,
} from '#common/schemas/phone-links.js';
import type { PhoneLinkRow } from './link-store.js';
import type { WhatPlays } from './what-plays.js';

/** Where a phone system fetches the link, in each format: absolute, from PUBLIC_URL, as login links are. */
export function phoneUrl(publicUrl: string, token: string, suffix: string): string {
  return `${publicUrl}/phone/${token}${suffix}`;
}

function urlsOf(publicUrl: string, token: string): PhoneLinkReply['urls'] {
  const url = (format: PhoneLinkFormat) => phoneUrl(publicUrl, token, PHONE_LINK_FORMATS[format].suffix);
  return {
    mp3: url('mp3'),
    'wav-ulaw-8k': url('wav-ulaw-8k'),
    'wav-pcm-8k': url('wav-pcm-8k'),
    twiml: phoneUrl(publicUrl, token, TWIML_SUFFIX),
  };
}

/** A phone_links row as the owner sees it, with what it plays at the moment `plays` was worked out for. */
export function toPhoneLinkReply(link: PhoneLinkRow, publicUrl: string, plays: WhatPlays): PhoneLinkReply {
  return {
    id: link.id,
    enabled: link.enabled,
    urls: urlsOf(publicUrl, link.token),
    defaultItemId: link.defaultItemId,
    defaultProgrammeId: link.defaultProgrammeId,
    timeZone: link.timeZone,
    rules: link.rules,
    menuId: link.menuId,
    brokenRules: plays.brokenRules,
    now: plays.now,
    next: plays.next && { ...plays.next, at: plays.next.at.toISOString() },
    lastFetchedAt: link.lastFetchedAt?.toISOString() ?? null,
    lastFetchedBy: link.lastFetchedBy,
    createdAt: link.createdAt.toISOString(),
  };
}
