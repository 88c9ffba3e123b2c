import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, screenshot, signIn, VIEWPORTS } from './support/browser.js';

// Pictures of the main screens at desktop and phone widths, for a person to look at
// (test-results/screenshots/). The README shows copies from docs/screenshots/.
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
    await screenshot(page, `login-${name}`);

    await page.goto(`${baseUrl()}/auth/verify?token=expired-or-unknown`);
    await page.getByRole('heading', { name: 'Could not sign you in' }).waitFor();
    await screenshot(page, `verify-error-${name}`);

    await signIn(page, `screens-${name}@brightsmile.test`);
    await page.getByRole('region', { name: 'Business Information' }).waitFor();
    await screenshot(page, `step1-${name}`);
    await page.getByRole('region', { name: 'Business Information' }).getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Company name is required').first().waitFor();
    await screenshot(page, `step1-errors-${name}`);
    await context.close();
  });
});
