import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { DraftReply } from '#common/schemas/draft.js';
import {
  baseUrl,
  browserForFile,
  dismissToasts,
  screenshot,
  signedInPage,
  toastRegion,
  VIEWPORTS,
  walkToMusicStep,
  wizardStep,
} from './support/browser.js';
import { expectAccessible } from './support/axe.js';

// Issue 24: one business profile per account, kept by Create New Message, cleared on its own (record 107).
const browser = browserForFile();

/** The device the user works on is set to Chicago's time; the business is in Tokyo. */
const DEVICE_ZONE = 'America/Chicago';
const BUSINESS_ZONE = 'Asia/Tokyo';

let page: Page;
afterEach(() => page.context().close());

const signedInAt = (zone: string) =>
  signedInPage(browser(), `profile-${Date.now()}@e2e.test`, VIEWPORTS.desktop, { timezoneId: zone });

const step1 = () => wizardStep(page, 'Business Information');
const field = (name: string) => step1().getByRole('textbox', { name, exact: true });
const zoneField = () => step1().getByRole('combobox', { name: messages.profile.timeZoneLabel });
const zoneSearch = () => page.getByRole('combobox', { name: messages.profile.timeZoneSearch });
const zoneOptions = () => page.getByRole('listbox', { name: messages.profile.timeZoneLabel }).getByRole('option');
const TOKYO = 'Asia/Tokyo · Japan Standard Time (UTC+9)';
const lengthChoice = (label: string) =>
  step1().getByRole('group', { name: 'Message length' }).getByRole('radio', { name: label });
const get = async (path: string) => (await page.request.get(`${baseUrl()}${path}`)).json();

describe('the business profile', () => {
  it('is kept by Create New Message, in its time zone, and emptied only by Clear business profile', async () => {
    page = await signedInAt(DEVICE_ZONE);
    // A first visit offers the device's own time zone.
    await expect.poll(async () => zoneField().textContent()).toMatch(/^America\/Chicago · Central Time \(UTC-[56]\)$/);
    expect(await step1().getByRole('button', { name: messages.profile.clear }).count()).toBe(0);

    await field('Website').fill('riversidedental.com');
    await field('Key products or services').fill('Check-ups, whitening, emergency visits');
    await lengthChoice('Short').check();
    await step1().getByRole('combobox', { name: 'Tone' }).click();
    await page.getByRole('option', { name: 'Calm' }).click();
    await zoneField().click();
    // The list opens at the chosen zone, scrolled into its view.
    const chosen = page.getByRole('option', { name: /^America\/Chicago / });
    await expect
      .poll(async () => {
        const [option, list] = await Promise.all([
          chosen.boundingBox(),
          zoneOptions().first().locator('..').boundingBox(),
        ]);
        return !!option && !!list && option.y >= list.y && option.y + option.height <= list.y + list.height;
      })
      .toBe(true);
    await expectAccessible(page, 'the time zone list open');
    await screenshot(page, 'profile-time-zone-list', { fullPage: false });
    await zoneSearch().fill('Tokyo');
    await page.getByRole('option', { name: /^Asia\/Tokyo / }).click();
    expect(await zoneField().textContent()).toBe(TOKYO);
    await screenshot(page, 'profile-step1-time-zone');

    // Continue keeps step 1 as the profile; the message goes on to step 5 as any message does.
    await walkToMusicStep(page, 'Riverside Dental');
    await expect.poll(async () => (await get('/api/profile')).profile?.timeZone).toBe(BUSINESS_ZONE);
    await wizardStep(page, 'Background Music').getByRole('button', { name: 'Continue' }).click();
    const result = wizardStep(page, 'Final Audio Preview');
    await result.getByText('Your audio message is ready!').waitFor();
    await dismissToasts(page);

    // Create New Message still discards the draft and reloads the page (spec §2)...
    const reloaded = page.waitForEvent('load');
    await result.getByRole('button', { name: 'Create New Message' }).click();
    await page
      .getByRole('dialog', { name: messages.draft.discardTitle })
      .getByRole('button', { name: messages.draft.discardConfirm })
      .click();
    await reloaded;
    await step1().waitFor();
    expect(new URL(page.url()).pathname).toBe('/studio/business');
    expect(((await get('/api/draft')) as DraftReply).draft).toBeNull();

    // ...and the new message starts with the kept profile, its time zone the business's, not the device's.
    expect(await field('Company name').inputValue()).toBe('Riverside Dental');
    expect(await field('Website').inputValue()).toBe('riversidedental.com');
    expect(await field('Key products or services').inputValue()).toBe('Check-ups, whitening, emergency visits');
    expect(await step1().getByRole('combobox', { name: 'Industry' }).textContent()).toBe('Healthcare');
    expect(await step1().getByRole('combobox', { name: 'Tone' }).textContent()).toBe('Calm');
    expect(await lengthChoice('Short').isChecked()).toBe(true);
    expect(await zoneField().textContent()).toBe(TOKYO);
    await step1().getByText(messages.profile.kept).waitFor();
    await screenshot(page, 'profile-step1-kept');
    await expectAccessible(page, 'step 1 with a kept profile');

    // Clear business profile asks first, then empties step 1, and a reload stays empty.
    await step1().getByRole('button', { name: messages.profile.clear }).click();
    const confirm = page.getByRole('dialog', { name: messages.profile.clearTitle });
    expect(await confirm.textContent()).toContain(messages.profile.clearDescription);
    await expectAccessible(page, 'Clear business profile asking');
    await confirm.getByRole('button', { name: messages.profile.clearConfirm }).click();
    await toastRegion(page).getByText(messages.profile.cleared).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    expect(await field('Company name').inputValue()).toBe('');
    expect(await field('Website').inputValue()).toBe('');
    expect(await step1().getByRole('combobox', { name: 'Industry' }).textContent()).toBe('Select an industry');
    expect(await zoneField().textContent()).toMatch(/^America\/Chicago /);
    expect(await step1().getByText(messages.profile.kept).count()).toBe(0);
    expect((await get('/api/profile')).profile).toBeNull();

    await page.reload();
    await step1().waitFor();
    expect(await field('Company name').inputValue()).toBe('');
    expect(await field('Key products or services').inputValue()).toBe('');
    expect(await lengthChoice('Medium').isChecked()).toBe(true);
    expect(await zoneField().textContent()).toMatch(/^America\/Chicago /);
  });

  it('finds a time zone by its everyday name, a city or an offset, with the mouse or the keyboard (record 136)', async () => {
    page = await signedInAt(DEVICE_ZONE);
    await zoneField().click();
    // "Eastern" offers US Eastern time first, the other Eastern times after.
    await zoneSearch().fill('Eastern');
    await expect
      .poll(async () => zoneOptions().first().textContent())
      .toMatch(/^America\/New York Eastern Time · UTC-[45]$/);
    expect(await zoneOptions().allTextContents()).toContainEqual(
      expect.stringMatching(/^Europe\/Bucharest Eastern European Time/),
    );
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: / time zones$/ })
        .textContent(),
    ).toMatch(/^\d+ time zones$/);
    await screenshot(page, 'profile-time-zone-eastern', { fullPage: false });
    await expectAccessible(page, 'the time zone search for Eastern');
    await zoneOptions().first().click();
    await expect.poll(async () => zoneField().textContent()).toMatch(/^America\/New York · Eastern Time \(UTC-[45]\)$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('timeZone');

    // A city, typed straight on the closed field, then chosen with the keyboard alone.
    await zoneField().press('S');
    await zoneSearch().pressSequentially('ydney');
    await expect.poll(async () => zoneOptions().count()).toBe(1);
    expect(await zoneSearch().inputValue()).toBe('Sydney');
    await screenshot(page, 'profile-time-zone-city', { fullPage: false });
    await zoneSearch().press('Enter');
    await expect.poll(async () => zoneField().textContent()).toMatch(/^Australia\/Sydney · Australian Eastern Time/);

    // An offset as people write it; the arrows move through what it found, Escape leaves the zone as it was.
    await zoneField().click();
    await zoneSearch().fill('UTC+14');
    expect(await zoneOptions().allTextContents()).toEqual([expect.stringMatching(/^Pacific\/Kiritimati .*UTC\+14$/)]);
    await zoneSearch().fill('-10:00');
    await expect.poll(async () => zoneOptions().first().textContent()).toMatch(/^Pacific\/Honolulu Hawaii/);
    await zoneSearch().press('ArrowDown');
    const second = await zoneOptions().nth(1).textContent();
    expect(await zoneOptions().nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await zoneSearch().getAttribute('aria-activedescendant')).toBe(
      await zoneOptions().nth(1).getAttribute('id'),
    );
    await zoneSearch().fill('Atlantis');
    await page.getByText('No time zone matches “Atlantis”.', { exact: false }).waitFor();
    await zoneSearch().press('Escape');
    await zoneSearch().waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('timeZone');
    // Tab from the search box closes it too, back on the field, not lost at the end of the page.
    await zoneField().press('ArrowDown');
    await zoneSearch().press('Tab');
    await zoneSearch().waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('timeZone');
    expect(await zoneField().textContent()).toMatch(/^Australia\/Sydney /);
    expect(second).not.toBe('');

    // Continue keeps the zone found as the business profile's.
    await field('Company name').fill('Harbour Dental');
    await step1().getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Healthcare' }).click();
    await step1().getByRole('button', { name: 'Continue' }).click();
    await wizardStep(page, 'Voice Selection').waitFor();
    await expect.poll(async () => (await get('/api/profile')).profile?.timeZone).toBe('Australia/Sydney');
  });
});
