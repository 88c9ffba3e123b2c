import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsSettled, screenshot, VIEWPORTS, wizardStep } from './support/browser.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// A message reopened from the Library says which one is being changed from the step it lands on
// (issue 40), not only at step 5's Replace, and offers to start a new message instead.
const fixtures = wizardFixtures('reopened');

const TITLE = 'Riverside Vets – On-Hold Message';
const note = (page: Page) => page.getByText(`Changing “${TITLE}” from your Library`);

describe('a message reopened from the Library', () => {
  it('says what it is on step 3, and on each step after, until a new message is started', async () => {
    const page = await fixtures.atResultStep('Riverside Vets');
    const result = wizardStep(page, 'Final Audio Preview');
    await result.getByRole('button', { name: 'Save to Library' }).click();
    await result.getByRole('status').filter({ hasText: 'In your Library as' }).waitFor();
    // A message made afresh is changing nothing.
    expect(await page.getByText(/^Changing “/).count()).toBe(0);

    await page.goto(new URL('/library', page.url()).toString());
    await page
      .getByRole('list', { name: 'Saved messages' })
      .getByRole('listitem', { name: TITLE })
      .getByRole('button', { name: /^Open in studio: / })
      .click();
    const step3 = wizardStep(page, 'Message Type and Content');
    await step3.waitFor();
    await note(page).waitFor();
    // Said above the step, where it is read first, and on screen as the step opens.
    const said = (await note(page).boundingBox())!;
    expect(said.y).toBeLessThan((await step3.boundingBox())!.y);
    expect(said.y + said.height).toBeLessThanOrEqual(VIEWPORTS.desktop.height);
    await animationsSettled(page);
    await screenshot(page, 'reopened-step3-desktop', { fullPage: false });

    await page.setViewportSize(VIEWPORTS.phone);
    await animationsSettled(page);
    expect(await note(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'reopened-step3-phone', { fullPage: false });
    await page.setViewportSize(VIEWPORTS.desktop);

    await page.getByRole('navigation', { name: 'Wizard progress' }).getByRole('button', { name: 'Music' }).click();
    await wizardStep(page, 'Background Music').waitFor();
    expect(await note(page).isVisible()).toBe(true);

    // Start a new message: nothing unsaved (it is the Library's own), so the studio starts again at once.
    await page.getByRole('button', { name: 'Start a new message' }).click();
    await wizardStep(page, 'Business Information').waitFor();
    expect(await page.getByText(/^Changing “/).count()).toBe(0);
  });
});
