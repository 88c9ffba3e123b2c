import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DraftReply } from '#common/schemas/draft.js';
import {
  baseUrl,
  browserForFile,
  dismissToasts,
  newContext,
  signedInPage,
  signIn,
  walkToMusicStep,
  wizardStep,
  WAIT_MS,
} from './support/browser.js';

// Record 103: one client store holds the message in progress, keyed on the server draft. Whatever a
// browser holds of a message comes from that draft, so a reload, another device or another tab
// find the same message, and another user never finds it.
const browser = browserForFile();

const READY = 'Your audio message is ready!';
const readDraft = async (page: Page) => (await (await page.request.get(`${baseUrl()}/api/draft`)).json()) as DraftReply;
const guideLink = (page: Page) =>
  wizardStep(page, 'Final Audio Preview').getByRole('link', { name: 'Implementation Guide' }).getAttribute('href');

/** A signed-in page of `email` in a browser context of its own (another device). */
const deviceOf = (email: string) => signedInPage(browser(), email);

/**
 * A new user of `email` presses Continue on step 4, and the page never hears how the jobs end: it
 * sees the server take them (the draft names the mix job, with no audio yet) and is then left.
 * `release` lets later requests through; the ones held stay unanswered until the page goes (an
 * unroute would send them on, and the page would hear the end after all).
 */
async function continueUnheard(email: string): Promise<{ page: Page; mixJobId: string; release: () => void }> {
  const page = await deviceOf(email);
  let holding = false;
  await page.route('**/api/mix-audio/speculative', (route) => route.abort());
  await page.route('**/api/jobs/**', (route) => (holding ? undefined : route.continue()));
  await walkToMusicStep(page, 'Handover Dental');
  const music = wizardStep(page, 'Background Music');
  // The head start's line (not the live preview's 'Available as soon as your voice recording is ready.').
  await music.getByText('Your voice recording is ready. Choose the music').waitFor();
  holding = true;
  await music.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(async () => (await readDraft(page)).draft?.generation?.mixJobId, { timeout: WAIT_MS }).toBeTruthy();
  const { draft } = await readDraft(page);
  expect(draft!.formData.audioUrl).toBe('');
  return { page, mixJobId: draft!.generation!.mixJobId!, release: () => (holding = false) };
}

/** The voices and mixes `page` asks the server for from now on. */
function postsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/(synthesize-voice|mix-audio)/.test(r.url())) asked.push(r.url());
  });
  return asked;
}

describe('the message in progress', () => {
  it('being made when the page reloads at step 4, opens step 5 and attaches to its job', async () => {
    const { page, mixJobId, release } = await continueUnheard(`store-reload-${Date.now()}@e2e.test`);
    const asked = postsOf(page);
    const attached = page.waitForRequest((r) => r.url().includes(`/api/jobs/${mixJobId}`));
    release();
    await page.reload();
    await attached;
    await wizardStep(page, 'Final Audio Preview').getByText(READY).waitFor();
    expect(new URL(page.url()).pathname).toBe('/studio/download');
    expect(asked).toEqual([]);
    await page.context().close();
  });

  it('being made on one device, is followed to the same result by another', async () => {
    const email = `store-device-${Date.now()}@e2e.test`;
    const { page: first, mixJobId, release } = await continueUnheard(email);
    const second = await (await newContext(browser())).newPage();
    const asked = postsOf(second);
    const followed = second.waitForRequest((r) => r.url().includes(`/api/jobs/${mixJobId}`));
    await signIn(second, email);
    await followed;
    await wizardStep(second, 'Final Audio Preview').getByText(READY).waitFor();
    expect(new URL(second.url()).pathname).toBe('/studio/download');
    expect(asked).toEqual([]);
    const href = await guideLink(second);
    expect(href).toContain('audio=');

    // The first device, opened again, shows the same message.
    release();
    await first.reload();
    await wizardStep(first, 'Final Audio Preview').getByText(READY).waitFor();
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
    await wizardStep(page, 'Final Audio Preview').getByText(READY).waitFor();
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByLabel('Email address').waitFor();

    await signIn(page, `store-second-user-${Date.now()}@e2e.test`);
    await wizardStep(page, 'Business Information').waitFor();
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/studio/business');
    await page.context().close();
  });
});
