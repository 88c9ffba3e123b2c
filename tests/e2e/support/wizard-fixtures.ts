import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { browserForFile, newContext, signIn, VIEWPORTS, walkToMusicStep, wizardStep } from './browser.js';

/**
 * Each test starts from its own point in the wizard, with a new user in a new browser context,
 * so no test depends on what an earlier one left behind; the contexts close after each test.
 * `label` starts the users' addresses. The browser is the spec file's own unless one is given.
 */
export function wizardFixtures(label: string, browser: () => Browser = browserForFile()) {
  const opened: BrowserContext[] = [];
  let users = 0;
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((c) => c.close()));
  });

  async function signedIn(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
    const context = await newContext(browser(), viewport);
    opened.push(context);
    const page = await context.newPage();
    users += 1;
    await signIn(page, `${label}-${users}-${Date.now()}@e2e.test`);
    return page;
  }

  /** A new user at step 2, Voice Selection, with `company` filled in (Healthcare). */
  async function atVoiceStep(company: string): Promise<Page> {
    const page = await signedIn();
    await page.getByRole('textbox', { name: 'Company name' }).fill(company);
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Healthcare' }).click();
    await wizardStep(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();
    await wizardStep(page, 'Voice Selection').waitFor();
    return page;
  }

  /** A new user at step 3, Message Type and Content, with `company` filled in (Healthcare). */
  async function atScriptStep(company: string): Promise<Page> {
    const page = await atVoiceStep(company);
    await wizardStep(page, 'Voice Selection').getByRole('button', { name: 'Next' }).click();
    await wizardStep(page, 'Message Type and Content').waitFor();
    return page;
  }

  /** A new user at step 4, Background Music, with `company` filled in and a generated script. */
  async function atMusicStep(company: string): Promise<Page> {
    const page = await signedIn();
    await walkToMusicStep(page, company);
    await wizardStep(page, 'Background Music').waitFor();
    return page;
  }

  /** A new user at step 5 with the message mixed on the embedded defaults. */
  async function atResultStep(company: string): Promise<Page> {
    const page = await atMusicStep(company);
    await wizardStep(page, 'Background Music').getByRole('button', { name: 'Continue' }).click();
    await wizardStep(page, 'Final Audio Preview').getByText('Your audio message is ready!').waitFor();
    return page;
  }

  return { signedIn, atVoiceStep, atScriptStep, atMusicStep, atResultStep };
}
