import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { baseUrl, dismissToasts, launchBrowser, newContext, VIEWPORTS, wizardStep } from './support/browser.js';
import { E2E_ADMIN } from './support/constants.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// axe-core on every screen at desktop and phone widths: any serious or critical violation fails.
// An open Select is checked too, since Radix hides the rest of the page from assistive technology then.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const fixtures = wizardFixtures(() => browser, 'a11y');

/** Opens the named Select, checks the page with its list open, and picks `option`. */
async function checkOpenSelect(page: Page, name: string, option: string, screen: string): Promise<void> {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('listbox').waitFor();
  await expectAccessible(page, `${screen} with the ${name} list open`);
  await page.getByRole('option', { name: option }).click();
}

/** 'Skip to content' is the first thing Tab reaches, and it moves focus to the screen's <main>. */
async function expectSkipLink(page: Page): Promise<void> {
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await heightOrZero(skip)).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
}

const heightOrZero = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

describe.each(Object.entries(VIEWPORTS))('axe at %s width', (width, viewport) => {
  it('login and a failed verification', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Send Login Link' }).waitFor();
    await expectAccessible(page, 'login');
    await expectSkipLink(page);
    await page.goto(`${baseUrl()}/auth/verify?token=expired-or-unknown`);
    await page.getByRole('heading', { name: 'Could not sign you in' }).waitFor();
    await expectAccessible(page, 'verify error');
    await context.close();
  });

  it('the five wizard steps, the Library and the Guide', async () => {
    const page = await fixtures.signedIn(viewport);
    const step1 = wizardStep(page, 'Business Information');
    await step1.waitFor();
    await expectAccessible(page, 'step 1');
    await expectSkipLink(page);
    await step1.getByRole('textbox', { name: 'Company name' }).fill('Bright Smile Dental');
    await checkOpenSelect(page, 'Industry', 'Healthcare', 'step 1');
    await step1.getByRole('button', { name: 'Continue' }).click();

    const step2 = wizardStep(page, 'Voice Selection');
    await step2.waitFor();
    await expectAccessible(page, 'step 2');
    await step2.getByRole('button', { name: 'Next' }).click();

    const step3 = wizardStep(page, 'Message Type and Content');
    await step3.waitFor();
    await checkOpenSelect(page, 'Message type', 'On-Hold Message', 'step 3');
    await page.getByRole('button', { name: 'Generate AI Script' }).click();
    await page.getByText('Script Generated').first().waitFor();
    await dismissToasts(page);
    await expectAccessible(page, 'step 3 with a script');
    await step3.getByRole('button', { name: 'Continue' }).click();

    const step4 = wizardStep(page, 'Background Music');
    await step4.waitFor();
    await expectAccessible(page, 'step 4');
    await step4.getByRole('button', { name: 'Continue' }).click();

    const step5 = wizardStep(page, 'Final Audio Preview');
    await step5.getByText('Your audio message is ready!').waitFor({ timeout: 30_000 });
    await dismissToasts(page);
    await expectAccessible(page, 'step 5');

    await page.getByRole('link', { name: 'Library' }).click();
    await page.getByRole('heading', { name: 'Library', level: 1 }).waitFor();
    await expectAccessible(page, 'Library');
    await page.getByRole('link', { name: 'Guide' }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /Guide/ }).waitFor();
    await expectAccessible(page, 'Guide');
  });

  it('admin login and the music screen', async () => {
    const page = await fixtures.signedIn(viewport);
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await expectAccessible(page, 'admin login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Music track management' }).waitFor();
    await dismissToasts(page);
    await expectAccessible(page, 'admin music');
  });
});
