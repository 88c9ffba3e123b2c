import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { wizardStep } from './support/browser.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// Step 1 end to end. Each test starts from its own fixture (record 065): a new user at step 1.
const fixtures = wizardFixtures('business');

const errorOf = async (page: Page, field: string) => page.locator(`#${field}-error`).textContent();

describe('step 1, Business Information', () => {
  it('shows each validation message in the spec words', async () => {
    const page = await fixtures.signedIn();
    await wizardStep(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => errorOf(page, 'companyName')).toBe(messages.business.companyNameRequired);
    expect(await errorOf(page, 'industry')).toBe(messages.business.industryRequired);
    const banner = page.getByRole('alert').filter({ hasText: 'An error occurred' });
    expect(await banner.textContent()).toContain(messages.business.industryOrSectorRequired);

    // One character is not a company name.
    await page.getByRole('textbox', { name: 'Company name' }).fill('B');
    await wizardStep(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => errorOf(page, 'companyName')).toBe(messages.business.companyNameRequired);

    // The custom sector must not be blank while its toggle is on.
    await page.getByRole('switch', { name: 'Use a custom sector' }).click();
    await page.getByLabel('Custom sector', { exact: true }).fill('   ');
    await wizardStep(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => errorOf(page, 'customSector')).toBe(messages.business.customSectorRequired);
  });

  it('counts characters near each limit and says past it what is wrong, in plain words (record 094)', async () => {
    const page = await fixtures.signedIn();
    const step = wizardStep(page, 'Business Information');
    const companyName = page.getByRole('textbox', { name: 'Company name' });
    await companyName.fill('B'.repeat(90));
    expect(await page.locator('#companyName-hint').count()).toBe(0);
    await companyName.fill('B'.repeat(100));
    expect(await page.locator('#companyName-hint').textContent()).toBe('100 of 120 characters');
    await companyName.fill('B'.repeat(121));
    await page.getByRole('textbox', { name: 'Key products or services' }).fill('x'.repeat(501));
    await page.getByRole('textbox', { name: 'Website' }).fill('not a url at all');
    await step.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => errorOf(page, 'companyName')).toBe('Company name must be 120 characters or fewer');
    expect(await errorOf(page, 'keyProducts')).toBe('Key products or services must be 500 characters or fewer');
    expect(await errorOf(page, 'companyWebsite')).toBe(messages.business.websiteInvalid);
    expect(await companyName.getAttribute('aria-invalid')).toBe('true');

    // Fixed, each message goes, and a plain address passes.
    await companyName.fill('Bright Smile Co.');
    await page.getByRole('textbox', { name: 'Website' }).fill('brightsmile.com');
    await expect.poll(() => page.locator('#companyName-error').count()).toBe(0);
    expect(await page.locator('#companyWebsite-error').count()).toBe(0);
  });

  it('moves on when filled in correctly, and keeps the values on the way back', async () => {
    const page = await fixtures.signedIn();
    await page.getByRole('switch', { name: 'Use a custom sector' }).click();
    await page.getByRole('textbox', { name: 'Company name' }).fill('Bright Smile Dental');
    await page.getByLabel('Custom sector', { exact: true }).fill('Family dentistry');
    await page.getByRole('textbox', { name: 'Website' }).fill('www.brightsmile.test');
    await page.getByRole('textbox', { name: 'Key products or services' }).fill('Check-ups, whitening, emergency care');
    await page.getByRole('group', { name: 'Message length' }).getByRole('radio', { name: 'Long' }).click();
    await wizardStep(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();

    await wizardStep(page, 'Voice Selection').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'An error occurred' }).count()).toBe(0);
    const progress = page.getByRole('navigation', { name: 'Wizard progress' });
    expect(await progress.locator('li').first().getAttribute('data-state')).toBe('complete');
    expect(await progress.locator('[aria-current="step"]').textContent()).toContain('Voice');

    await wizardStep(page, 'Voice Selection').getByRole('button', { name: 'Previous' }).click();
    await wizardStep(page, 'Business Information').waitFor();
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('Bright Smile Dental');
    expect(await page.getByLabel('Custom sector', { exact: true }).inputValue()).toBe('Family dentistry');
    expect(
      await page.getByRole('group', { name: 'Message length' }).getByRole('radio', { name: 'Long' }).isChecked(),
    ).toBe(true);
  });

  it('animates forward and backward moves differently', async () => {
    const page = await fixtures.signedIn();
    await page.getByRole('textbox', { name: 'Company name' }).fill('Bright Smile Dental');
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Healthcare' }).click();
    const transition = page.locator('[data-step-transition]');
    await wizardStep(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();
    await wizardStep(page, 'Voice Selection').waitFor();
    expect(await transition.getAttribute('data-step-transition')).toBe('forward');
    await wizardStep(page, 'Voice Selection').getByRole('button', { name: 'Previous' }).click();
    await wizardStep(page, 'Business Information').waitFor();
    expect(await transition.getAttribute('data-step-transition')).toBe('backward');
  });

  it('offers the three sample messages, and says when a sample has no audio yet', async () => {
    const page = await fixtures.signedIn();
    await page.getByRole('button', { name: 'Listen to Sample Messages' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sample Messages' });
    await dialog.waitFor();
    for (const tab of ['Medical Practice', 'Tech Company', 'Restaurant']) {
      await dialog.getByRole('tab', { name: tab }).click();
      const panel = dialog.getByRole('tabpanel');
      await panel.waitFor();
      const playable = await panel.getByRole('button', { name: 'Play Sample' }).isEnabled();
      if (!playable) expect(await panel.textContent()).toContain(messages.samples.notAvailable);
    }
    expect(await dialog.getByRole('tab', { name: 'Restaurant' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
