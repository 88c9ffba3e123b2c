import { describe, expect, it } from 'vitest';
import { isTwilioSigned, twilioSignature } from './twilio-signature.js';

/** Twilio's own worked example of a signed voice webhook (its security documentation). */
const TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
};

describe('Twilio request signature', () => {
  it('is the one Twilio documents for its example request', () => {
    expect(twilioSignature(TOKEN, URL, PARAMS)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  it('does not depend on the order the parameters came in, and fails for any change', () => {
    const reversed = Object.fromEntries(Object.entries(PARAMS).reverse());
    expect(isTwilioSigned(TOKEN, URL, reversed, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
    expect(isTwilioSigned(TOKEN, URL, { ...PARAMS, Digits: '1235' }, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(isTwilioSigned(TOKEN, `${URL}&baz=3`, PARAMS, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(isTwilioSigned('54321', URL, PARAMS, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(isTwilioSigned(TOKEN, URL, PARAMS, undefined)).toBe(false);
    expect(isTwilioSigned(TOKEN, URL, PARAMS, ['RSOYDt4T1cUTdK1PDd93/VVr8B8='])).toBe(false);
  });
});
