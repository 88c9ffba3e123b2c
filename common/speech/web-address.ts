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

function speakPart(part: string): string {
  return part
    .split('-')
    .filter(Boolean)
    .map((piece) => piece.replace(/\d+/g, (digits) => ` ${numberWords(Number(digits))} `).trim())
    .join(' dash ')
    .replace(/\s+/g, ' ');
}

export function speakWebAddress(address: string): string {
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
  const spokenHost = labels.map(speakPart).join(' dot ');
  const spokenPath = path.filter(Boolean).map((segment) => speakPart(segment.replace(/[._]/g, ' ')));
  return [spokenHost, ...spokenPath].join(' slash ');
}

export function speakEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  const spokenLocal = local.split('.').map(speakPart).join(' dot ');
  return `${spokenLocal} at ${speakWebAddress(domain)}`;
}
