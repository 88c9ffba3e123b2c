import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../common/messages.js';
import {
  animationsSettled,
  baseUrl,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
  VIEWPORTS,
} from './support/browser.js';

// Pictures of the main screens at desktop and phone widths, for a person to look at
// (test-results/screenshots/; the README shows copies from docs/screenshots/). Each picture is
// taken only once the screen shows what it is meant to show, fits the width and has settled.

/** What every picture must hold: the screen fits its width (no sideways scrolling) and nothing is moving. */
async function picture(page: Page, name: string, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await animationsSettled(page);
  await screenshot(page, name);
}
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each(Object.entries(VIEWPORTS))('screens at %s width', (name, viewport) => {
  it('login, verify and step 1', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Send Login Link' }).waitFor();
    expect(await page.getByLabel('Email address').isVisible()).toBe(true);
    await picture(page, `login-${name}`, viewport.width);

    await page.goto(`${baseUrl()}/auth/verify?token=expired-or-unknown`);
    await page.getByRole('heading', { name: 'Could not sign you in' }).waitFor();
    await picture(page, `verify-error-${name}`, viewport.width);

    await signIn(page, `screens-${name}@brightsmile.test`);
    const step1 = page.getByRole('region', { name: 'Business Information' });
    await step1.waitFor();
    expect(await step1.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('');
    await picture(page, `step1-${name}`, viewport.width);
    await step1.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(messages.business.companyNameRequired).first().waitFor();
    expect(await step1.getByRole('textbox', { name: 'Company name' }).getAttribute('aria-invalid')).toBe('true');
    await picture(page, `step1-errors-${name}`, viewport.width);
    await context.close();
  });
});
