import { expect } from 'vitest';
import type { BusinessProfileBody } from '#common/schemas/business-profile.js';
import { partOf, type ProgrammeSuggestionReply } from '#common/schemas/programme-suggestion.js';
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
