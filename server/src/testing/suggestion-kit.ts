import { expect } from 'vitest';
import type { BusinessProfileBody } from '#common/schemas/business-profile.js';
import {
  partOf,
  type FromSuggestionBody,
  type ProgrammeSuggestionReply,
} from '#common/schemas/programme-suggestion.js';
import { api } from './api-kit.js';
import type { TestApp } from './test-app.js';

/** The suggested programme's API tests: the business they suggest for, the route, and the thank-yous' spacing. */

/** A dental practice with a website and key products but no hours, in English on its own. */
export const suggestionProfile: BusinessProfileBody = {
  companyName: 'Bright Smile Co.',
  companyWebsite: 'www.brightsmile.com',
  industry: 'healthcare',
  useCustomSector: false,
  customSector: '',
  keyProducts: 'Same-day appointments, prescription refills online, patient portal, Invisalign',
  timeZone: 'America/New_York',
  messageLength: 'medium',
  tone: 'warm',
  enableParagraphPauses: true,
  pauseLength: 'medium',
};

/**
 * A short suggested programme as the dialog sends it (POST /api/programmes/from-suggestion): three
 * one-line messages played five times, and one the user took out of the order, which is not made.
 */
export const shortProgramme: FromSuggestionBody = {
  title: 'Bright Smile Co. on hold',
  messages: [
    { key: 'welcome', title: 'Bright Smile Co. – Welcome', script: 'Welcome to Bright Smile Co.' },
    { key: 'services', title: 'Bright Smile Co. – What we offer', script: 'We offer same-day appointments.' },
    { key: 'thanks', title: 'Bright Smile Co. – Thank you for holding', script: 'Thank you for holding.' },
    { key: 'website', title: 'Bright Smile Co. – Our website', script: 'Visit www.brightsmile.com.' },
  ],
  order: ['welcome', 'services', 'thanks', 'services', 'thanks'],
  voice: { voiceType: 'en-US-natalie', voiceGender: 'female' },
  trackId: 'soft-jazz',
  volume: 15,
  gapSeconds: 12,
  targetSystem: 'teams',
};

/** The programme suggested to the user of `cookie` (POST /api/programmes/suggestion), which must answer 200. */
export async function suggestProgramme(t: TestApp, cookie: string, body: object = {}) {
  const res = await api(t, 'POST', '/api/programmes/suggestion', cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProgrammeSuggestionReply>().suggestion;
}

/** Runs of other items between two thank-yous, the last wrapping round to the start as a looping player plays it. */
export function runsBetweenThanks(order: readonly string[]): number[] {
  const at = order.flatMap((key, i) => (partOf(key) === 'thanks' ? [i] : []));
  return at.map((i, n) => (n === 0 ? i + order.length - at.at(-1)! : i - at[n - 1]!) - 1);
}
