import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { messages } from '#common/messages.js';
import type { Config } from '../config/config.js';
import { sameSecret } from '../crypto/secrets.js';
import { AppError } from '../errors.js';

/**
 * Twilio's request signature (its documented webhook security; Twilio itself is not reachable from
 * here, so the tests sign as Twilio does and post over loopback): the base64 HMAC-SHA1, under the
 * account's auth token, of the full URL Twilio asked for followed by every POST parameter, sorted by
 * name, each name then its value, with no separators. Every parameter posted counts, ones this server
 * ignores too, so a parameter Twilio adds later never breaks the check.
 */
export function twilioSignature(authToken: string, url: string, params: Readonly<Record<string, string>>): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Whether `X-Twilio-Signature` is the one Twilio would send for this request. */
export function isTwilioSigned(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
  header: string | string[] | undefined,
): boolean {
  return typeof header === 'string' && sameSecret(header, twilioSignature(authToken, url, params));
}

/**
 * When TWILIO_AUTH_TOKEN is set, refuses with 403 a TwiML request Twilio did not sign (record 141).
 * The URL signed is the one Twilio was given: PUBLIC_URL and the path and query asked for.
 */
export function requireTwilioSignature(
  config: Pick<Config, 'publicUrl' | 'twilio'>,
  request: FastifyRequest,
  form: Readonly<Record<string, string>>,
): void {
  const token = config.twilio.authToken;
  if (!token) return;
  const url = `${config.publicUrl}${request.url}`;
  if (!isTwilioSigned(token, url, form, request.headers['x-twilio-signature']))
    throw new AppError(403, messages.phoneMenus.notFromTwilio);
}
