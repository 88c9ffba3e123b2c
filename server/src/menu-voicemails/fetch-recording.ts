import type { Config } from '../config/config.js';

/**
 * Fetching a caller's voicemail from Twilio (its documented Recording resource: the `RecordingUrl`
 * of a `<Record>` callback, plus `.wav` for 16-bit PCM). Twilio cannot be reached from the machines
 * that build this, so it is coded against the documented API and tested against a loopback server
 * that speaks it (TWILIO_API_BASE). The address comes from a webhook, so it is checked before any
 * request: only the configured API base, only a recording's path, no redirect followed. Nothing
 * else can be made to fetch another host (no SSRF).
 */

/** A 3-minute voicemail at Twilio's 8 kHz 16-bit is under 3 MB; more is not a voicemail. */
const RECORDING_MAX_BYTES = 8 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 30_000;

/** A recording refused (not at TWILIO_API_BASE, not a voicemail) or not fetched (Twilio away, a redirect, an error). */
export class RecordingNotFetchedError extends Error {
  override name = 'RecordingNotFetchedError';
}

type TwilioConfig = Config['twilio'];

/**
 * The recording's `.wav` address when `recordingUrl` is a recording of the configured API base (and
 * of the configured account, when one is set) named `recordingSid`; otherwise null.
 */
export function recordingWavUrl(twilio: TwilioConfig, recordingUrl: string, recordingSid: string): string | null {
  let url: URL;
  let base: URL;
  try {
    url = new URL(recordingUrl);
    base = new URL(twilio.apiBase);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password || url.search || url.hash) return null;
  const prefix = base.pathname.replace(/\/+$/, '');
  const match = /^\/2010-04-01\/Accounts\/(AC[0-9a-fA-F]{32})\/Recordings\/(RE[0-9a-fA-F]{32})$/.exec(
    url.pathname.slice(prefix.length),
  );
  if (!url.pathname.startsWith(`${prefix}/`) || !match) return null;
  if (match[2] !== recordingSid) return null;
  if (twilio.accountSid && match[1] !== twilio.accountSid) return null;
  return `${url.origin}${url.pathname}.wav`;
}

/** The recording's bytes, fetched with the account's basic auth when configured; throws when refused or too large. */
export async function fetchRecording(twilio: TwilioConfig, wavUrl: string): Promise<Buffer> {
  const headers: Record<string, string> = {};
  if (twilio.accountSid && twilio.authToken)
    headers.authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  let res: Response;
  try {
    // A redirect could lead anywhere: none is followed (fetch fails on one).
    res = await fetch(wavUrl, { headers, redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new RecordingNotFetchedError(`Twilio did not answer: ${(error as Error).message}`);
  }
  if (res.status !== 200 || !res.body) throw new RecordingNotFetchedError(`Twilio answered ${res.status}`);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > RECORDING_MAX_BYTES) {
      await reader.cancel();
      throw new RecordingNotFetchedError('the recording is too large');
    }
    chunks.push(Buffer.from(read.value));
  }
  return Buffer.concat(chunks);
}
