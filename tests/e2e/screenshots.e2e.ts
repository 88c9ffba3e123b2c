import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import {
  animationsSettled,
  baseUrl,
  browserForFile,
  dismissToasts,
  loginLinkFor,
  newContext,
  screenshot,
  signedInPage,
  signIn,
  toastRegion,
  VIEWPORTS,
  wizardStep,
} from './support/browser.js';

// Pictures of the main screens at desktop and phone widths, for a person to look at
// (test-results/screenshots/; the README shows copies from docs/screenshots/). Each picture is
// taken only once the screen shows what it is meant to show, fits the width and has settled.

/** What every picture must hold: the screen fits its width (no sideways scrolling) and nothing is moving. */
async function picture(page: Page, name: string, width: number, options?: { fullPage: boolean }) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await animationsSettled(page);
  await screenshot(page, name, options);
}
const browser = browserForFile();

describe.each(Object.entries(VIEWPORTS))('screens at %s width', (name, viewport) => {
  it('login, verify and step 1', async () => {
    const context = await newContext(browser(), viewport);
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

/** The height of what `locator` finds, in CSS pixels. */
async function heightOf(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.height ?? 0;
}

// Issue 13 at a phone's width: a compact app bar, 44 px touch targets, toasts at the bottom centre,
// a volume slider a finger can take, the login and verify wording, the Guide's tabs.
describe('a phone at 390 px', () => {
  const { width } = VIEWPORTS.phone;

  it('signs in with the address repeated and Continue now', async () => {
    const context = await newContext(browser(), VIEWPORTS.phone);
    const page = await context.newPage();
    const email = `phone-${Date.now()}@brightsmile.test`;
    await page.goto(baseUrl());
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send Login Link' }).click();
    const sent = page.getByRole('status').filter({ hasText: email });
    await sent.waitFor();
    expect(await page.getByText(messages.login.newAccount).isVisible()).toBe(true);
    expect(await heightOf(page.getByRole('button', { name: 'Send Login Link' }))).toBeGreaterThanOrEqual(44);
    await picture(page, 'login-sent-phone', width);

    await page.goto(await loginLinkFor(email));
    const continueNow = page.getByRole('button', { name: messages.verify.continueNow });
    await continueNow.click();
    await page.getByRole('heading', { name: 'AI Voice Studio', level: 1 }).waitFor();
    await context.close();
  });

  it('the wizard: a compact bar, 44 px controls, a toast at the bottom, a slider to grab', async () => {
    const page = await signedInPage(browser(), `phone-wizard-${Date.now()}@brightsmile.test`, VIEWPORTS.phone);
    const context = page.context();
    // The bar holds the title, the address and the links in two short rows.
    expect(await heightOf(page.locator('header').first())).toBeLessThanOrEqual(112);
    expect(await heightOf(page.getByRole('button', { name: 'Sign out', exact: true }))).toBeGreaterThanOrEqual(44);
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    const step1 = page.getByRole('region', { name: 'Business Information' });
    expect(await heightOf(step1.getByRole('textbox', { name: 'Company name' }))).toBeGreaterThanOrEqual(44);
    expect(await heightOf(step1.getByRole('combobox', { name: 'Industry' }))).toBeGreaterThanOrEqual(44);
    await picture(page, 'step1-compact-phone', width);

    await step1.getByRole('textbox', { name: 'Company name' }).fill('Harbour View Dental');
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Healthcare' }).click();
    await step1.getByRole('button', { name: 'Continue' }).click();
    await wizardStep(page, 'Voice Selection').getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Generate AI Script' }).click();
    // The toast sits at the bottom centre, clear of the bar's Sign out.
    const toast = toastRegion(page).locator('li').filter({ hasText: messages.scripts.generatedTitle });
    await toast.waitFor();
    await animationsSettled(page);
    const box = (await toast.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(VIEWPORTS.phone.height - 24);
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(2);
    // The toast is docked under the page (record 137): scrolled to its end, Continue sits above the toast.
    await page.evaluate(() => document.body.scrollTo(0, document.body.scrollHeight));
    const stepEnd = wizardStep(page, 'Message Type and Content').getByRole('button', { name: 'Continue' });
    expect((await stepEnd.boundingBox())!.y + (await heightOf(stepEnd))).toBeLessThanOrEqual(
      (await toast.boundingBox())!.y,
    );
    // As the screen shows it: a full-page picture would stretch the viewport and draw the toast lower.
    await picture(page, 'step3-toast-phone', width, { fullPage: false });
    await dismissToasts(page);
    await wizardStep(page, 'Message Type and Content').getByRole('button', { name: 'Continue' }).click();

    const step4 = page.getByRole('region', { name: 'Background Music' });
    await step4.waitFor();
    const slider = step4.getByRole('slider', { name: 'Music volume' });
    expect(await heightOf(slider)).toBeGreaterThanOrEqual(44);
    await slider.scrollIntoViewIfNeeded();
    await picture(page, 'step4-slider-phone', width);
    await context.close();
  });

  it('the Guide on its voicemail tab', async () => {
    const page = await signedInPage(browser(), `phone-guide-${Date.now()}@brightsmile.test`, VIEWPORTS.phone);
    const context = page.context();
    await page.goto(`${baseUrl()}/guide?type=voicemail`);
    const tab = page.getByRole('tab', { name: 'Voicemail greeting' });
    await tab.waitFor();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    expect(await heightOf(tab)).toBeGreaterThanOrEqual(44);
    await page.getByRole('list', { name: 'Voicemail greeting on RingCentral' }).waitFor();
    await picture(page, 'guide-voicemail-phone', width);
    await context.close();
  });
});
