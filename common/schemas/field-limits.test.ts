import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { businessInfoSchema, defaultWizardFormData } from '../wizard.js';
import { characterCount, fieldLimitError, FIELD_LIMITS } from './field-limits.js';
import { musicUploadFields } from './music.js';
import { saveScriptBody } from './scripts.js';
import { promotionsError } from './promotions.js';
import { looksLikeWebAddress, readableWebAddress } from './web-address.js';

const stepOne = (over: Record<string, unknown>) =>
  businessInfoSchema.safeParse({
    ...defaultWizardFormData,
    industry: 'healthcare',
    companyName: 'Acme',
    timeZone: 'Europe/London',
    ...over,
  });
const messageOf = (over: Record<string, unknown>) => stepOne(over).error?.issues[0]?.message;

describe('step 1 limits in plain words (record 094)', () => {
  it.each([
    ['companyName', 'Company name must be 120 characters or fewer', 121],
    ['companyWebsite', 'Website must be 200 characters or fewer', 201],
    ['keyProducts', 'Key products or services must be 500 characters or fewer', 501],
  ])('%s past its limit: "%s"', (field, message, length) => {
    const value = field === 'companyWebsite' ? `${'a'.repeat(length - 4)}.com` : 'a'.repeat(length);
    expect(messageOf({ [field]: value })).toBe(message);
    expect(messageOf({ [field]: value.slice(1) })).toBeUndefined();
  });

  it('never shows zod’s own wording', () => {
    expect(messageOf({ companyName: 'x'.repeat(500) })).not.toMatch(/Too big|expected/);
  });

  it('asks for letters when the name is only emoji', () => {
    expect(messageOf({ companyName: '🦷✨' })).toBe('Company name must include letters or numbers');
  });
});

describe('a website must look like a web address', () => {
  it.each(['brightsmile.com', 'www.x.co.uk', 'https://x.com/path', 'http://Bright-Smile.com/book?now=1', 'café.fr'])(
    '%s passes',
    (address) => {
      expect(looksLikeWebAddress(address)).toBe(true);
      expect(messageOf({ companyWebsite: address })).toBeUndefined();
    },
  );

  it.each(['not a url at all', 'brightsmile', 'bright smile.com', 'http://', '.com'])('%s fails', (text) => {
    expect(looksLikeWebAddress(text)).toBe(false);
    expect(messageOf({ companyWebsite: text })).toBe('Website must be a web address, like brightsmile.com');
  });

  it('is shown without its scheme or trailing slash', () => {
    expect(readableWebAddress('https://WWW.BrightSmile.com/')).toBe('www.brightsmile.com');
    expect(readableWebAddress('https://x.com/Book-Now')).toBe('x.com/Book-Now');
  });
});

describe('the counter and the messages of fields outside a form', () => {
  it('appears from 80% of the limit', () => {
    expect(characterCount('companyName', 'a'.repeat(95))).toBeUndefined();
    expect(characterCount('companyName', 'a'.repeat(96))).toBe('96 of 120 characters');
    expect(characterCount('attendant', 'a'.repeat(81))).toBe('81 of 80 characters');
  });

  it('names the field and its limit', () => {
    expect(fieldLimitError('businessHours', 'a'.repeat(FIELD_LIMITS.businessHours))).toBeUndefined();
    expect(fieldLimitError('businessHours', 'a'.repeat(201))).toBe('Business hours must be 200 characters or fewer');
    expect(promotionsError(['ok', 'x'.repeat(201)])).toBe('Each promotion must be 200 characters or fewer');
    expect(promotionsError(Array.from({ length: 11 }, (_, i) => `offer ${i}`))).toBe(
      'Please list 10 promotions or fewer',
    );
    expect(promotionsError(['one', '', '   ', 'two'])).toBeUndefined();
  });

  it('counts the script and says past 5,000 what the server says when saving it', () => {
    expect(characterCount('scriptContent', 'a'.repeat(3999))).toBeUndefined();
    expect(characterCount('scriptContent', 'a'.repeat(4000))).toBe('4,000 of 5,000 characters');
    expect(fieldLimitError('scriptContent', 'a'.repeat(5000))).toBeUndefined();
    const tooLong = 'a'.repeat(5001);
    expect(fieldLimitError('scriptContent', tooLong)).toBe(messages.scripts.contentTooLong);
    expect(saveScriptBody.safeParse({ scriptContent: tooLong, messageType: 'on-hold' }).error?.issues[0]?.message).toBe(
      messages.scripts.contentTooLong,
    );
  });

  it.each([
    ['trackId', 'id', 'Track ID must be 60 characters or fewer'],
    ['trackName', 'name', 'Track name must be 80 characters or fewer'],
    ['trackDescription', 'description', 'Description must be 300 characters or fewer'],
  ] as const)('limits the upload field %s as the server does', (field, key, message) => {
    const max = FIELD_LIMITS[field];
    const upload = (value: string) => musicUploadFields.safeParse({ id: 'calm', name: 'Calm', [key]: value }).success;
    expect(characterCount(field, 'a'.repeat(max))).toBe(`${max} of ${max} characters`);
    expect(fieldLimitError(field, 'a'.repeat(max))).toBeUndefined();
    expect(upload('a'.repeat(max))).toBe(true);
    expect(fieldLimitError(field, 'a'.repeat(max + 1))).toBe(message);
    expect(upload('a'.repeat(max + 1))).toBe(false);
  });
});
