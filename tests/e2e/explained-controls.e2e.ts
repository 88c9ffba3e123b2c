import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { DraftReply } from '#common/schemas/draft.js';
import { baseUrl, dismissToasts, toastRegion, wizardStep } from './support/browser.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// Issue 13: every control says why it waits, and every failure says what the user can do (record 093).
const fixtures = wizardFixtures('controls');

const scriptBox = (page: Page) => page.getByRole('textbox', { name: 'Your script' });

describe('controls that explain themselves', () => {
  it('says why Continue on step 3 waits, and keeps the focus on Generate', async () => {
    const page = await fixtures.atScriptStep('Hint Dental');
    const step = wizardStep(page, 'Message Type and Content');
    expect(await step.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await step.getByText(messages.draft.continueNeedsScript).waitFor();
    await page.getByRole('button', { name: 'Generate AI Script' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => scriptBox(page).inputValue()).toContain('Hint Dental');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Generate AI Script');
    expect(await step.getByText(messages.draft.continueNeedsScript).count()).toBe(0);
  });

  it("says 'Preview Failed' in the spec's words when a saved script's preview cannot be made", async () => {
    const page = await fixtures.atScriptStep('Preview Dental');
    await scriptBox(page).fill('Thank you for calling Preview Dental.');
    await page.getByRole('button', { name: 'Save Script' }).click();
    const saved = page.getByRole('list', { name: 'Saved scripts' }).getByRole('listitem');
    await saved.first().waitFor();
    await dismissToasts(page);
    await page.route('**/api/preview-voice', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'The speech engine is down.' } }),
    );
    await saved.first().getByRole('button', { name: 'Preview Audio' }).click();
    await toastRegion(page).getByText(messages.scripts.savedPreviewFailedTitle, { exact: true }).waitFor();
    expect(await toastRegion(page).textContent()).toContain(messages.scripts.savedPreviewFailed);
  });

  it('asks before Create New Message discards an unsaved result, then starts over from the business profile', async () => {
    const page = await fixtures.atResultStep('Start Over Dental');
    await dismissToasts(page);
    const result = wizardStep(page, 'Final Audio Preview');
    await result.getByRole('button', { name: 'Create New Message' }).click();
    const confirm = page.getByRole('dialog', { name: messages.draft.discardTitle });
    expect(await confirm.textContent()).toContain(messages.draft.discardUnsaved);
    await confirm.getByRole('button', { name: messages.draft.discardCancel }).click();
    await confirm.waitFor({ state: 'hidden' });
    await result.getByText('Your audio message is ready!').waitFor();

    await result.getByRole('button', { name: 'Create New Message' }).click();
    await confirm.getByRole('button', { name: messages.draft.discardConfirm }).click();
    await wizardStep(page, 'Business Information').waitFor();
    // The draft is gone; step 1 keeps the business profile the first Continue saved (record 107).
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('Start Over Dental');
    expect(new URL(page.url()).pathname).toBe('/studio/business');
    const draft = (await (await page.request.get(`${baseUrl()}/api/draft`)).json()) as DraftReply;
    expect(draft.draft).toBeNull();
  });

  it('offers another track when step 5 has no audio', async () => {
    const page = await fixtures.atMusicStep('Track Dental');
    await page.route('**/api/mix-audio{,/speculative}', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'The mixer is out of order.' } }),
    );
    await wizardStep(page, 'Background Music').getByRole('slider', { name: 'Music volume' }).press('ArrowRight');
    await wizardStep(page, 'Background Music').getByRole('button', { name: 'Continue' }).click();
    const result = wizardStep(page, 'Final Audio Preview');
    await result.getByRole('alert').getByText('The mixer is out of order.').waitFor();
    await dismissToasts(page);
    await result.getByRole('button', { name: 'Choose another track' }).click();
    await wizardStep(page, 'Background Music').waitFor();
  });
});
