import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { BusinessProfileReply } from '#common/schemas/business-profile.js';
import { fieldLimitError } from '#common/schemas/field-limits.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { LibraryItemReply, LibraryListReply } from '#common/schemas/library.js';
import {
  PROGRAMME_MESSAGE_WORDS,
  partOf,
  type ProgrammeSuggestionReply,
} from '#common/schemas/programme-suggestion.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { countWords } from '#common/script-stats.js';
import { scriptRequest } from '../../scripts/testing/script-fixtures.js';
import { inventedFactSlips } from '../../scripts/testing/phrasing-slips.js';
import { slips } from '../../scripts/testing/sense-checks.js';
import { api, signInUser, type TestUser } from '../../testing/api-kit.js';
import { SAME_ORIGIN } from '../../testing/http.js';
import {
  runsBetweenThanks,
  shortProgramme,
  suggestionProfile as profile,
  suggestProgramme,
} from '../../testing/suggestion-kit.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * The suggested programme (record 118) through the real routes: written by the offline composer
 * from the business profile, then made by the real offline speech engine and mixer into Library
 * items with recipes and a programme in the playing order.
 */
let t: TestApp;
let owner: TestUser;
let newcomer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInUser(t, 'suggest-owner@example.com');
  newcomer = await signInUser(t, 'suggest-newcomer@example.com');
  expect((await api(t, 'PUT', '/api/profile', owner.cookie, profile)).statusCode).toBe(200);
});
afterAll(() => t.close());

const suggest = (body: object = {}) => suggestProgramme(t, owner.cookie, body);

const sentencesOf = (script: string) => script.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.trim().toLowerCase());

describe('POST /api/programmes/suggestion (record 118)', () => {
  it('writes a welcome first, three to five messages and a thank-you every three or four items, each 20–30 s with nothing invented', async () => {
    const suggestion = await suggest();
    expect(suggestion.title).toBe('Bright Smile Co. on hold');
    expect(suggestion.order[0]).toBe('welcome');
    const middle = suggestion.messages.filter((m) => m.role !== 'welcome' && m.role !== 'thanks');
    expect(middle.length).toBeGreaterThanOrEqual(3);
    expect(middle.length).toBeLessThanOrEqual(5);
    // No hours are known (the profile has none): no hours message. The website is known.
    expect(suggestion.messages.map((m) => m.role)).toEqual([
      'welcome',
      'services',
      'website',
      'promotion',
      'thanks',
      'thanks',
    ]);
    expect(suggestion.messages.find((m) => m.role === 'website')!.script).toContain('www.brightsmile.com');
    for (const run of runsBetweenThanks(suggestion.order)) expect([2, 3]).toContain(run);
    expect(suggestion.order.filter((k) => partOf(k) === 'thanks').length).toBeGreaterThanOrEqual(2);
    expect(new Set(suggestion.order)).toEqual(new Set(suggestion.messages.map((m) => m.key)));

    const request = scriptRequest({ ...profile, messageType: 'on-hold' });
    for (const message of suggestion.messages) {
      expect(message.title).toMatch(/^Bright Smile Co\. – /);
      const words = countWords(message.script);
      expect(words, message.script).toBeGreaterThanOrEqual(PROGRAMME_MESSAGE_WORDS.min);
      expect(words, message.script).toBeLessThanOrEqual(PROGRAMME_MESSAGE_WORDS.max);
      expect(slips(message.script, request, 'on-hold'), message.script).toEqual([]);
      expect(message.script).not.toMatch(/\b(?:open|hours)\b/i);
    }
  });

  it('says the hours and the offers only when given, and invites questions about offers without naming one', async () => {
    const plain = await suggest();
    const invitation = plain.messages.find((m) => m.role === 'promotion')!.script;
    expect(invitation).not.toMatch(/\d|%|\bfree\b|discount|\boff\b/i);

    const given = await suggest({
      businessHours: 'Mon-Fri 8:30am-5pm',
      promotionItems: ['A free check-up for new patients'],
    });
    expect(given.messages.map((m) => m.role)).toEqual([
      'welcome',
      'services',
      'hours',
      'website',
      'promotion',
      'thanks',
      'thanks',
    ]);
    expect(given.messages.find((m) => m.role === 'hours')!.script).toMatch(/Monday to Friday 8:30am-5pm/i);
    expect(given.messages.find((m) => m.role === 'promotion')!.script).toContain('a free check-up for new patients');
    const request = scriptRequest({
      ...profile,
      messageType: 'on-hold',
      businessHours: 'Mon-Fri 8:30am-5pm',
      promotionItems: ['A free check-up for new patients'],
    });
    for (const m of given.messages) expect(inventedFactSlips(m.script, request, 'on-hold'), m.script).toEqual([]);
    // Six items before the thank-yous: runs of three, each closed by a thank-you of its own.
    expect(given.order).toEqual(['welcome', 'services', 'hours', 'thanks', 'website', 'promotion', 'thanks-2']);
  });

  it('writes a second message about the team when the profile gives too little for three', async () => {
    const sparse = await signInUser(t, 'suggest-sparse@example.com');
    await api(t, 'PUT', '/api/profile', sparse.cookie, { ...profile, companyWebsite: '', keyProducts: '' });
    const res = await api(t, 'POST', '/api/programmes/suggestion', sparse.cookie, {});
    const { suggestion } = res.json<ProgrammeSuggestionReply>();
    expect(suggestion.messages.map((m) => m.key)).toEqual([
      'welcome',
      'services',
      'team',
      'promotion',
      'thanks',
      'thanks-2',
    ]);
    expect(suggestion.messages.map((m) => m.role)).toEqual([
      'welcome',
      'services',
      'services',
      'promotion',
      'thanks',
      'thanks',
    ]);
  });

  it('says each thank-you of a programme in its own words (issue 40)', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { messages: parts, order } = await suggest();
      const thanks = parts.filter((m) => m.role === 'thanks');
      expect(thanks.map((m) => m.key)).toEqual(['thanks', 'thanks-2']);
      expect(thanks.map((m) => m.title)).toEqual([
        'Bright Smile Co. – Thank you for holding',
        'Bright Smile Co. – Thank you for holding (2)',
      ]);
      // Both are played, and no sentence of one is said again in the other.
      expect(order).toContain('thanks');
      expect(order).toContain('thanks-2');
      const [first, second] = thanks.map((m) => new Set(sentencesOf(m.script)));
      expect(
        [...first!].filter((sentence) => second!.has(sentence)),
        thanks[1]!.script,
      ).toEqual([]);
      expect(sentencesOf(thanks[0]!.script)[0]).toMatch(/^thank you for holding/);
      expect(sentencesOf(thanks[1]!.script)[0]).not.toMatch(/^thank you for holding/);
    }
  });

  it('keeps the hours and offers in the profile only when the user agreed, and uses them next time', async () => {
    const keeper = await signInUser(t, 'suggest-keeper@example.com');
    await api(t, 'PUT', '/api/profile', keeper.cookie, profile);
    const keptOf = async () =>
      (await api(t, 'GET', '/api/profile', keeper.cookie)).json<BusinessProfileReply>().profile;
    const details = { businessHours: 'Mon-Fri 8am-6pm', promotionItems: ['Free whitening with every check-up', ' '] };

    const notAsked = await api(t, 'POST', '/api/programmes/suggestion', keeper.cookie, details);
    expect(notAsked.statusCode).toBe(200);
    // Written with them, the blank offer line dropped.
    expect(notAsked.json<ProgrammeSuggestionReply>().details).toEqual({
      businessHours: 'Mon-Fri 8am-6pm',
      promotionItems: ['Free whitening with every check-up'],
    });
    expect(await keptOf()).toMatchObject({ businessHours: '', promotionItems: [] });
    const declined = await api(t, 'POST', '/api/programmes/suggestion', keeper.cookie, {
      ...details,
      keepInProfile: false,
    });
    expect(declined.statusCode).toBe(200);
    expect(await keptOf()).toMatchObject({ businessHours: '', promotionItems: [] });

    const agreed = await api(t, 'POST', '/api/programmes/suggestion', keeper.cookie, {
      ...details,
      keepInProfile: true,
    });
    expect(agreed.statusCode).toBe(200);
    // Kept as written, beside step 1's answers.
    expect(await keptOf()).toMatchObject({
      ...profile,
      businessHours: 'Mon-Fri 8am-6pm',
      promotionItems: ['Free whitening with every check-up'],
    });

    // The next suggestion, asked with nothing, is written with them, and says so.
    const next = await api(t, 'POST', '/api/programmes/suggestion', keeper.cookie, {});
    const reply = next.json<ProgrammeSuggestionReply>();
    expect(reply.details).toEqual({
      businessHours: 'Mon-Fri 8am-6pm',
      promotionItems: ['Free whitening with every check-up'],
    });
    expect(reply.suggestion.messages.map((m) => m.role)).toContain('hours');
    expect(reply.suggestion.messages.find((m) => m.role === 'promotion')!.script).toContain(
      'free whitening with every check-up',
    );

    // Step 1's Continue replaces step 1's answers and leaves the kept hours and offers alone.
    const continued = await api(t, 'PUT', '/api/profile', keeper.cookie, { ...profile, tone: 'friendly' });
    expect(continued.json<BusinessProfileReply>().profile).toMatchObject({
      tone: 'friendly',
      businessHours: 'Mon-Fri 8am-6pm',
    });
    expect(await keptOf()).toMatchObject({ tone: 'friendly', businessHours: 'Mon-Fri 8am-6pm' });
  });

  it('refuses hours or offers past their limits, in the fields’ words, and keeps nothing', async () => {
    const res = await api(t, 'POST', '/api/programmes/suggestion', owner.cookie, {
      businessHours: 'x'.repeat(5000),
      keepInProfile: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fieldLimitError('businessHours', 'x'.repeat(5000)));
    expect((await api(t, 'GET', '/api/profile', owner.cookie)).json<BusinessProfileReply>().profile).toMatchObject({
      businessHours: '',
    });
  });

  it('asks for the business details first when the account has no profile', async () => {
    const res = await api(t, 'POST', '/api/programmes/suggestion', newcomer.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: messages.programmeSuggestion.profileRequired });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/programmes/suggestion', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/programmes/from-suggestion (record 118)', () => {
  const made = shortProgramme;

  it('makes each message a Library item with its recipe, then the programme in the playing order', async () => {
    const res = await api(t, 'POST', '/api/programmes/from-suggestion', owner.cookie, made);
    expect(res.statusCode, res.body).toBe(200);
    const programme = res.json<{ programme: ProgrammeReply }>().programme;
    expect(programme).toMatchObject({ title: made.title, trackId: 'soft-jazz', volume: 15, gapSeconds: 12 });
    expect(programme.targetSystem).toBe('teams');
    const [welcome, services, thanks, servicesAgain, thanksAgain] = programme.itemIds;
    expect(servicesAgain).toBe(services);
    expect(thanksAgain).toBe(thanks);
    expect(new Set([welcome, services, thanks]).size).toBe(3);
    expect(programme.items.map((i) => i.title)).toEqual(
      made.order.map((k) => made.messages.find((m) => m.key === k)!.title),
    );
    expect(programme.items.every((i) => i.problem === null && (i.voiceSeconds ?? 0) > 0)).toBe(true);

    const library = (await api(t, 'GET', '/api/library', owner.cookie)).json<LibraryListReply>().items;
    expect(library.map((i) => i.title).sort()).toEqual([
      'Bright Smile Co. – Thank you for holding',
      'Bright Smile Co. – Welcome',
      'Bright Smile Co. – What we offer',
    ]);
    const item = (await api(t, 'GET', `/api/library/${services}`, owner.cookie)).json<LibraryItemReply>();
    expect(item.recipe).toMatchObject({
      voice: { script: 'We offer same-day appointments.', voiceType: 'en-US-natalie' },
      music: { trackId: 'soft-jazz', volume: 15 },
      message: { companyName: 'Bright Smile Co.', industry: 'healthcare', messageType: 'on-hold', tone: 'warm' },
    });
    expect(item.item.duration).toBeGreaterThan(1);
  });

  it('refuses an order that names no message, more than 20 items, no music and more than 10 minutes, in the spec’s words; nothing is made', async () => {
    const before = (await api(t, 'GET', '/api/library', owner.cookie)).json<LibraryListReply>().items.length;
    const unknown = await api(t, 'POST', '/api/programmes/from-suggestion', owner.cookie, {
      ...made,
      order: ['welcome', 'hours'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.programmeSuggestion.orderUnknown);
    const tooMany = await api(t, 'POST', '/api/programmes/from-suggestion', owner.cookie, {
      ...made,
      order: Array.from({ length: 21 }, () => 'thanks'),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(messages.programmes.tooManyItems);
    const noMusic = await api(t, 'POST', '/api/programmes/from-suggestion', owner.cookie, { ...made, trackId: 'none' });
    expect(noMusic.statusCode).toBe(400);
    expect(noMusic.json().message).toBe(messages.programmes.musicRequired);
    // Four plays of a script of about two and a half minutes, with the others and the gaps, is past
    // ten minutes (a message is never played twice in a row).
    const long = 'Thank you for holding with Bright Smile Co. '.repeat(45).trim();
    const tooLong = await api(t, 'POST', '/api/programmes/from-suggestion', owner.cookie, {
      ...made,
      messages: made.messages.map((m) => (m.key === 'services' ? { ...m, script: long } : m)),
      order: ['welcome', 'services', 'thanks', 'services', 'thanks', 'services', 'thanks', 'services', 'thanks'],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(messages.programmes.tooLong);
    const noProfile = await api(t, 'POST', '/api/programmes/from-suggestion', newcomer.cookie, made);
    expect(noProfile.statusCode).toBe(400);
    expect(noProfile.json().message).toBe(messages.programmeSuggestion.profileRequired);
    expect((await api(t, 'GET', '/api/library', owner.cookie)).json<LibraryListReply>().items.length).toBe(before);
  });

  it('answers 202 with the job to follow, and a cancelled job leaves nothing in the Library', async () => {
    const before = (await api(t, 'GET', '/api/library', owner.cookie)).json<LibraryListReply>().items.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/programmes/from-suggestion',
      headers: { ...SAME_ORIGIN, cookie: owner.cookie, prefer: 'respond-async' },
      payload: made,
    });
    expect(res.statusCode).toBe(202);
    const { id, kind } = res.json<JobStatusReply>();
    expect(kind).toBe('programme-messages');
    expect((await api(t, 'DELETE', `/api/jobs/${id}`, owner.cookie)).statusCode).toBe(200);
    await expect
      .poll(async () => (await api(t, 'GET', `/api/jobs/${id}?waitMs=2000`, owner.cookie)).json<JobStatusReply>().state)
      .toBe('cancelled');
    await expect
      .poll(async () => (await api(t, 'GET', '/api/library', owner.cookie)).json<LibraryListReply>().items.length)
      .toBe(before);
  });
});
