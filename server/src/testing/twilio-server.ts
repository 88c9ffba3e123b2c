import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../phone-links/twilio-signature.js';

/**
 * A loopback server that answers as Twilio's REST API does for a recording's media (Twilio itself is
 * not reachable from here): `GET /2010-04-01/Accounts/<AccountSid>/Recordings/<RecordingSid>.wav`
 * with HTTP basic auth of the account SID and auth token, 401 without it, 404 for a recording it
 * does not hold. Every request is noted, to show what the server fetched and with which credentials.
 */
export interface TwilioApiServer {
  url: string;
  /** Adds a recording it serves; returns its RecordingUrl as a `<Record>` callback gives it. */
  addRecording(recordingSid: string, wav: Buffer): string;
  requests: { path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

export async function startTwilioApiServer(accountSid: string, authToken: string): Promise<TwilioApiServer> {
  const recordings = new Map<string, Buffer>();
  const requests: TwilioApiServer['requests'] = [];
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization });
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="Twilio API"' }).end();
      return;
    }
    const match = /^\/2010-04-01\/Accounts\/(AC\w+)\/Recordings\/(RE\w+)\.wav$/.exec(req.url ?? '');
    const wav = match && match[1] === accountSid ? recordings.get(match[2]!) : undefined;
    if (!wav) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'audio/x-wav', 'content-length': wav.length }).end(wav);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    addRecording(recordingSid, wav) {
      recordings.set(recordingSid, wav);
      return `${url}/2010-04-01/Accounts/${accountSid}/Recordings/${recordingSid}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A webhook as Twilio sends it: a form POST signed (X-Twilio-Signature) over `publicUrl`, the address
 * Twilio was given, and sent to `localUrl`, where the test's server listens.
 */
export function postAsTwilio(
  authToken: string,
  publicUrl: string,
  localUrl: string,
  params: Record<string, string>,
  signature = twilioSignature(authToken, publicUrl, params),
): Promise<Response> {
  return fetch(localUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature,
      'user-agent': 'TwilioProxy/1.1',
    },
    body: new URLSearchParams(params).toString(),
  });
}
