import { numberWords } from './number-words.js';

/**
 * Web and e-mail addresses as a person reads them out. "www." is dropped, because people say
 * "brightsmile dot com", not "w w w dot brightsmile dot com"; so are the scheme, a trailing slash
 * and any query string.
 */

/** Matches a web address inside free text; needs a dot followed by a letters-only ending. */
export const WEB_ADDRESS_PATTERN =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}\b(?:\/[^\s,;!?)]*[^\s,;!?).])?/gi;
export const EMAIL_PATTERN = /\b[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi;

/** The words an address is read with, in the message's language. */
export interface AddressWords {
  dot: string;
  dash: string;
  slash: string;
  at: string;
  number: (n: number) => string;
}

const ENGLISH_ADDRESS_WORDS: AddressWords = {
  dot: 'dot',
  dash: 'dash',
  slash: 'slash',
  at: 'at',
  number: numberWords,
};

function speakPart(part: string, words: AddressWords): string {
  return part
    .split('-')
    .filter(Boolean)
    .map((piece) => piece.replace(/\d+/g, (digits) => ` ${words.number(Number(digits))} `).trim())
    .join(` ${words.dash} `)
    .replace(/\s+/g, ' ');
}

export function speakWebAddress(address: string, words = ENGLISH_ADDRESS_WORDS): string {
  const withoutScheme = address
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  const [host = '', ...path] = withoutScheme.split('/');
  const labels = host
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.')
    .filter(Boolean);
  const spokenHost = labels.map((label) => speakPart(label, words)).join(` ${words.dot} `);
  const spokenPath = path.filter(Boolean).map((segment) => speakPart(segment.replace(/[._]/g, ' '), words));
  return [spokenHost, ...spokenPath].join(` ${words.slash} `);
}

export function speakEmail(address: string, words = ENGLISH_ADDRESS_WORDS): string {
  const [local = '', domain = ''] = address.split('@');
  const spokenLocal = local
    .split('.')
    .map((part) => speakPart(part, words))
    .join(` ${words.dot} `);
  return `${spokenLocal} ${words.at} ${speakWebAddress(domain, words)}`;
}
