import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { DraftReply } from '#common/schemas/draft.js';
import {
  baseUrl,
  browserForFile,
  signedInPage,
  signIn,
  toastRegion,
  VIEWPORTS,
  walkToMusicStep,
  wizardStep,
} from './support/browser.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// Issue 13: the user's work is never lost (records 090-092). Each test starts from its own fixture.
const browser = browserForFile();
const fixtures = wizardFixtures('draft', browser);

const scriptBox = (page: Page) => page.getByRole('textbox', { name: 'Your script' });
const path = (page: Page) => new URL(page.url()).pathname;
const HAND_WRITTEN = 'Thank you for calling Reload Dental.\n\nThese are my own words, typed by hand.';

/** Resolves once the server holds the draft with this script: the save runs after a pause in typing. */
async function serverHasScript(page: Page, script: string): Promise<void> {
  const saved = async () => {
    const reply = (await (await page.request.get(`${baseUrl()}/api/draft`)).json()) as DraftReply;
    return reply.draft?.formData.scriptContent;
  };
  await expect.poll(saved).toBe(script);
}

describe('the draft', () => {
  it('keeps the work through a reload at every step', async () => {
    const page = await fixtures.signedIn();
    await page.getByRole('textbox', { name: 'Company name' }).fill('Reload Dental');
    await page.reload();
    await wizardStep(page, 'Business Information').waitFor();
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('Reload Dental');
    expect(path(page)).toBe('/studio/business');

    await walkToMusicStep(page, 'Reload Dental');
    await wizardStep(page, 'Background Music').waitFor();
    expect(path(page)).toBe('/studio/music');
    await page.reload();
    await wizardStep(page, 'Background Music').waitFor();

    await page.goBack();
    await wizardStep(page, 'Message Type and Content').waitFor();
    await scriptBox(page).fill(HAND_WRITTEN);
    await page.reload();
    await wizardStep(page, 'Message Type and Content').waitFor();
    expect(await scriptBox(page).inputValue()).toBe(HAND_WRITTEN);

    await page.goBack();
    await wizardStep(page, 'Voice Selection').waitFor();
    await page.reload();
    await wizardStep(page, 'Voice Selection').waitFor();
    expect(path(page)).toBe('/studio/voice');

    await page.goForward();
    await wizardStep(page, 'Message Type and Content').getByRole('button', { name: 'Continue' }).click();
    await wizardStep(page, 'Background Music').getByRole('button', { name: 'Continue' }).click();
    const ready = wizardStep(page, 'Final Audio Preview').getByText('Your audio message is ready!');
    await ready.waitFor();
    await page.reload();
    await ready.waitFor();
    expect(path(page)).toBe('/studio/download');

    // "/" opens the step the draft is at.
    await page.goto(baseUrl());
    await page.waitForURL(`${baseUrl()}/studio/download`);
    await ready.waitFor();
  });

  it('moves between steps with Back and Forward, and opens a reached step from the indicator', async () => {
    const page = await fixtures.atScriptStep('Back Forward Dental');
    expect(path(page)).toBe('/studio/message');
    await page.goBack();
    await wizardStep(page, 'Voice Selection').waitFor();
    await page.goBack();
    await wizardStep(page, 'Business Information').waitFor();
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('Back Forward Dental');
    await page.goForward();
    await wizardStep(page, 'Voice Selection').waitFor();
    await page.goForward();
    await wizardStep(page, 'Message Type and Content').waitFor();

    const progress = page.getByRole('navigation', { name: 'Wizard progress' });
    // Step 4 was never reached: it is not a button. Step 1 was: it opens.
    expect(await progress.getByRole('button', { name: /Music/ }).count()).toBe(0);
    await progress.getByRole('button', { name: /Business Info/ }).click();
    await wizardStep(page, 'Business Information').waitFor();
    expect(path(page)).toBe('/studio/business');
    // A step not reached yet cannot be opened by its address either.
    await page.goto(`${baseUrl()}/studio/download`);
    await wizardStep(page, 'Business Information').waitFor();
    expect(path(page)).toBe('/studio/business');
  });

  it('after the session ends mid-wizard, leads to sign-in and back to the same step and script', async () => {
    const email = `draft-expiry-${Date.now()}@e2e.test`;
    const page = await signedInPage(browser(), email);
    const context = page.context();
    await page.getByRole('textbox', { name: 'Company name' }).fill('Expiry Dental');
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Healthcare' }).click();
    await wizardStep(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();
    await wizardStep(page, 'Voice Selection').getByRole('button', { name: 'Next' }).click();
    await scriptBox(page).fill(HAND_WRITTEN);
    await serverHasScript(page, HAND_WRITTEN);

    // The session ends for real: the browser loses its session cookie, and with it this browser's copy.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.getByRole('button', { name: 'Generate AI Script' }).click();
    const notice = page.getByRole('alert').filter({ hasText: messages.login.sessionEndedTitle });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(messages.login.sessionEnded);
    // Not the script error, which could never succeed.
    expect(await toastRegion(page).getByText(messages.scripts.generationFailedTitle).count()).toBe(0);

    await signIn(page, email);
    await wizardStep(page, 'Message Type and Content').waitFor();
    expect(path(page)).toBe('/studio/message');
    expect(await scriptBox(page).inputValue()).toBe(HAND_WRITTEN);
    expect(await page.getByRole('textbox', { name: 'Company name' }).count()).toBe(0);
    await context.close();
  });

  it('undoes Generate AI Script over a hand-written script', async () => {
    const page = await fixtures.atScriptStep('Undo Dental');
    await scriptBox(page).fill(HAND_WRITTEN);
    await page.getByRole('button', { name: 'Generate AI Script' }).click();
    const undo = toastRegion(page).getByRole('button', { name: messages.draft.undo });
    await undo.waitFor();
    expect(await toastRegion(page).textContent()).toContain(messages.draft.scriptReplacedTitle);
    expect(await scriptBox(page).inputValue()).toContain('Undo Dental');
    expect(await scriptBox(page).inputValue()).not.toBe(HAND_WRITTEN);
    await undo.click();
    await expect.poll(() => scriptBox(page).inputValue()).toBe(HAND_WRITTEN);
  });

  it('keeps the step indicator compact and on screen at phone width', async () => {
    const page = await fixtures.signedIn(VIEWPORTS.phone);
    const progress = page.getByRole('navigation', { name: 'Wizard progress' });
    const box = await progress.boundingBox();
    expect(box!.height).toBeLessThan(90);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await progress.boundingBox())!.y).toBeLessThanOrEqual(1);
  });
});
