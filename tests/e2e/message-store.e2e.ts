import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftReply } from '#common/schemas/draft.js';
import {
  baseUrl,
  dismissToasts,
  launchBrowser,
  newContext,
  signIn,
  walkToMusicStep,
  wizardStep,
} from './support/browser.js';

// Record 103: one client store holds the message in progress, keyed on the server draft. Whatever a
// browser holds of a message comes from that draft, so a reload, another device or another tab
// find the same message, and another user never finds it.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const READY = 'Your audio message is ready!';
const readDraft = async (page: Page) => (await (await page.request.get(`${baseUrl()}/api/draft`)).json()) as DraftReply;
const guideLink = (page: Page) =>
  wizardStep(page, 'Final Audio Preview').getByRole('link', { name: 'Implementation Guide' }).getAttribute('href');

/** A signed-in page of `email` in a browser context of its own (another device). */
async function deviceOf(email: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await signIn(page, email);
  return page;
}

describe('the message in progress', () => {
  it('being made when the page goes, is picked up from the draft by another device and by a reload', async () => {
    const email = `store-device-${Date.now()}@e2e.test`;
    const first = await deviceOf(email);
    // This browser never hears how the jobs end: it sees the server take them, and then goes away.
    let holding = false;
    const held: Route[] = [];
    await first.route('**/api/mix-audio/speculative', (route) => route.abort());
    await first.route('**/api/jobs/**', (route) => (holding ? held.push(route) : route.continue()));
    await walkToMusicStep(first, 'Handover Dental');
    const music = wizardStep(first, 'Background Music');
    // The head start's line (not the live preview's 'Available as soon as your voice recording is ready.').
    await music.getByText('Your voice recording is ready. Choose the music').waitFor({ timeout: 30_000 });
    holding = true;
    await music.getByRole('button', { name: 'Continue' }).click();

    // The draft names the mix job step 5 waits for, and has no audio yet.
    await expect
      .poll(async () => (await readDraft(first)).draft?.generation?.mixJobId, { timeout: 10_000 })
      .toBeTruthy();
    const { draft } = await readDraft(first);
    const mixJobId = draft!.generation!.mixJobId!;
    expect(draft!.formData.audioUrl).toBe('');

    // Another device opens step 5 and follows that very job: it asks for no voice and no mix of its own.
    const second = await (await newContext(browser)).newPage();
    const asked: string[] = [];
    second.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/(synthesize-voice|mix-audio)/.test(r.url())) asked.push(r.url());
    });
    const followed = second.waitForRequest((r) => r.url().includes(`/api/jobs/${mixJobId}`));
    await signIn(second, email);
    await followed;
    await wizardStep(second, 'Final Audio Preview').getByText(READY).waitFor({ timeout: 30_000 });
    expect(new URL(second.url()).pathname).toBe('/studio/download');
    expect(asked).toEqual([]);
    const href = await guideLink(second);
    expect(href).toContain('audio=');

    // The first browser, reloaded, shows the same message.
    holding = false;
    await first.unrouteAll({ behavior: 'ignoreErrors' });
    await first.reload();
    await wizardStep(first, 'Final Audio Preview').getByText(READY).waitFor({ timeout: 30_000 });
    expect(await guideLink(first)).toBe(href);
    await first.context().close();
    await second.context().close();
  });

  it('in another tab, is picked up when this tab comes back into view', async () => {
    const email = `store-tabs-${Date.now()}@e2e.test`;
    const tab = await deviceOf(email);
    const company = tab.getByRole('textbox', { name: 'Company name' });
    await company.fill('First Tab Dental');
    await expect.poll(async () => (await readDraft(tab)).draft?.formData.companyName).toBe('First Tab Dental');

    const other = await tab.context().newPage();
    await other.goto(baseUrl());
    const otherCompany = other.getByRole('textbox', { name: 'Company name' });
    expect(await otherCompany.inputValue()).toBe('First Tab Dental');
    await otherCompany.fill('Second Tab Dental');
    await expect.poll(async () => (await readDraft(tab)).draft?.formData.companyName).toBe('Second Tab Dental');

    // Back to the first tab: it shows the newer draft, and so does not save its older copy over it.
    await tab.bringToFront();
    await tab.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => company.inputValue()).toBe('Second Tab Dental');
    await tab.waitForTimeout(1_000);
    expect((await readDraft(tab)).draft?.formData.companyName).toBe('Second Tab Dental');
    await tab.context().close();
  });

  it('of one user is not what the next user to sign in on the same page finds', async () => {
    const page = await deviceOf(`store-first-user-${Date.now()}@e2e.test`);
    await walkToMusicStep(page, 'First User Dental');
    await wizardStep(page, 'Background Music').getByRole('button', { name: 'Continue' }).click();
    await wizardStep(page, 'Final Audio Preview').getByText(READY).waitFor({ timeout: 30_000 });
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email address').waitFor();

    await signIn(page, `store-second-user-${Date.now()}@e2e.test`);
    await wizardStep(page, 'Business Information').waitFor();
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/studio/business');
    await page.context().close();
  });
});
