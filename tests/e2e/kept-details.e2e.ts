import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { animationsSettled, baseUrl, screenshot, wizardStep } from './support/browser.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// What the user typed is kept (issue 40, record 118): hours and offers typed in the suggested
// programme's dialog are kept in the business profile once the user ticks the box, and a new
// message starts step 3 with them. The thank-yous of the suggestion each have their own words.
const fixtures = wizardFixtures('kept');

const words = messages.programmeSuggestion;
const HOURS = 'Mon-Fri 8am-6pm, Sat 9am-1pm';
const OFFER = 'Free whitening with every check-up';

describe('hours and offers typed in the suggested programme', () => {
  it('are kept once the user agrees, and fill in step 3 of the next new message', async () => {
    // Made to step 5 first, so that Create New Message starts the next message from the profile.
    const page = await fixtures.atResultStep('Harbour Dental');
    await page.goto(`${baseUrl()}/programmes`);
    await page.getByRole('button', { name: words.button }).click();
    const dialog = page.getByRole('dialog', { name: words.dialogTitle });
    await dialog.getByRole('heading', { name: words.order }).waitFor();
    // Two thank-yous, in words of their own.
    const partsOf = (part: string) =>
      dialog
        .getByRole('listitem')
        .filter({ hasText: part, has: page.getByRole('textbox', { name: words.scriptLabel }) });
    const thanks = partsOf(words.parts.thanks);
    await expect.poll(() => thanks.count()).toBe(2);
    const [first, second] = await Promise.all(
      [0, 1].map((i) => thanks.nth(i).getByRole('textbox', { name: words.scriptLabel }).inputValue()),
    );
    expect(first).not.toBe(second);
    expect(second).not.toMatch(/^Thank you for holding/);

    await dialog.getByRole('textbox', { name: words.hoursLabel }).fill(HOURS);
    await dialog.getByRole('textbox', { name: words.offersLabel }).fill(OFFER);
    const keep = dialog.getByRole('checkbox', { name: words.keepLabel });
    // Asked, not assumed: nothing is kept until the box is ticked.
    expect(await keep.isChecked()).toBe(false);
    await keep.check();
    await dialog.getByRole('button', { name: words.rewrite }).click();
    await dialog.getByRole('status').filter({ hasText: words.kept }).waitFor();
    await dialog.getByRole('textbox', { name: 'Script' }).first().waitFor();
    await expect.poll(() => partsOf(words.parts.hours).count()).toBe(1);
    await dialog.getByRole('checkbox', { name: words.keepLabel }).scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await screenshot(page, 'kept-details-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: words.cancel }).click();

    await page.goto(baseUrl());
    const result = wizardStep(page, 'Final Audio Preview');
    await result.getByRole('button', { name: 'Create New Message' }).click();
    const confirm = page.getByRole('button', { name: messages.draft.discardConfirm });
    // The result was not saved to the Library: Create New Message asks first.
    await confirm.click();
    await wizardStep(page, 'Business Information').waitFor();
    await wizardStep(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();
    await wizardStep(page, 'Voice Selection').getByRole('button', { name: 'Next' }).click();
    const step3 = wizardStep(page, 'Message Type and Content');
    await step3.getByRole('combobox', { name: 'Message type' }).click();
    await page.getByRole('option', { name: 'After-Hours Message' }).click();
    expect(await step3.getByRole('textbox', { name: 'Business hours' }).inputValue()).toBe(HOURS);
    await animationsSettled(page);
    await screenshot(page, 'kept-details-step3-hours', { fullPage: false });
    await step3.getByRole('combobox', { name: 'Message type' }).click();
    await page.getByRole('option', { name: 'On-Hold Promotions' }).click();
    expect(await step3.getByRole('textbox', { name: /Promotions/ }).inputValue()).toBe(OFFER);

    // The length said under the script is the finished file's, its music included (record 137).
    await step3.getByRole('button', { name: 'Use Suggested Message' }).click();
    const length = step3.getByText(/\d+ words · about \d+ seconds with the music/);
    await length.waitFor();
    await length.scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await screenshot(page, 'kept-details-step3-length', { fullPage: false });
  });
});
