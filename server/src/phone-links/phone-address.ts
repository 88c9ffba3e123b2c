import { PHONE_LINK_FORMATS, TWIML_SUFFIX, type PhoneLinkFormat } from '#common/schemas/phone-links.js';

/** What a phone system asks for by the address's last part: `<token>.mp3`, `<token>.ulaw.wav`, … or `<token>.xml`. */
export type PhoneAddress = { token: string; format: PhoneLinkFormat } | { token: string; format: 'twiml' };

/** A token is base64url (crypto/secrets.ts randomToken): it has no dot, so the suffix starts at the first. */
const ADDRESS = /^([A-Za-z0-9_-]{20,100})(\..+)$/;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** Whether a path part can be a link's token at all (anything else is answered like an unknown link). */
export const isPhoneToken = (text: string) => TOKEN.test(text);

/** The token and format of `<token><suffix>`, or null for anything else (answered like an unknown link). */
export function parsePhoneAddress(file: string): PhoneAddress | null {
  const match = ADDRESS.exec(file);
  if (!match) return null;
  const token = match[1]!;
  const suffix = match[2]!;
  if (suffix === TWIML_SUFFIX) return { token, format: 'twiml' };
  const format = (Object.keys(PHONE_LINK_FORMATS) as PhoneLinkFormat[]).find(
    (name) => PHONE_LINK_FORMATS[name].suffix === suffix,
  );
  return format ? { token, format } : null;
}
