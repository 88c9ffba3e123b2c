import { describe, expect, it } from 'vitest';
import { recordingWavUrl } from './fetch-recording.js';

const ACCOUNT = `AC${'1a'.repeat(16)}`;
const SID = `RE${'2b'.repeat(16)}`;
const twilio = { authToken: 'token', accountSid: ACCOUNT, apiBase: 'https://api.twilio.com' };
const recording = `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/Recordings/${SID}`;

describe('which recording addresses are fetched (no SSRF, record 141)', () => {
  it('takes a recording of the configured account at the API base, as its .wav', () => {
    expect(recordingWavUrl(twilio, recording, SID)).toBe(`${recording}.wav`);
    const noAccount = { ...twilio, accountSid: undefined };
    expect(recordingWavUrl(noAccount, recording, SID)).toBe(`${recording}.wav`);
    const underPath = { ...twilio, apiBase: 'http://127.0.0.1:4010/twilio' };
    expect(
      recordingWavUrl(underPath, `http://127.0.0.1:4010/twilio/2010-04-01/Accounts/${ACCOUNT}/Recordings/${SID}`, SID),
    ).toBe(`http://127.0.0.1:4010/twilio/2010-04-01/Accounts/${ACCOUNT}/Recordings/${SID}.wav`);
  });

  it('refuses any other host, scheme, port, path, account, recording, credentials or query', () => {
    const refused = [
      recording.replace('api.twilio.com', 'api.twilio.com.evil.test'),
      recording.replace('api.twilio.com', 'evil.test'),
      recording.replace('https:', 'http:'),
      recording.replace('api.twilio.com', 'api.twilio.com:8443'),
      recording.replace('https://', 'https://user:pass@'),
      `${recording}?redirect=http://169.254.169.254/`,
      `${recording}#x`,
      recording.replace('/2010-04-01/', '/2010-04-01/../../'),
      recording.replace(ACCOUNT, `AC${'ff'.repeat(16)}`),
      recording.replace('/Recordings/', '/Calls/'),
      `${recording}/extra`,
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      'not a url',
    ];
    for (const url of refused) expect(recordingWavUrl(twilio, url, SID), url).toBeNull();
    // Another recording than the callback names.
    expect(recordingWavUrl(twilio, recording, `RE${'3c'.repeat(16)}`)).toBeNull();
  });
});
