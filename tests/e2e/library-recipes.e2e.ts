import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, wizardStep } from './support/browser.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// Work a business comes back to (record 108): a message saved from step 5 is kept once, reopened
// from the Library with its recipe, changed by a word, made again and saved as a new item or over
// the old one; renamed and duplicated. Everything through the pages, on the embedded defaults.
const fixtures = wizardFixtures('recipes');

const result = (page: Page) => wizardStep(page, 'Final Audio Preview');
/** The row titled exactly `title`: "… (2)" contains its original's title. */
const rowOf = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Saved messages' }).getByRole('listitem', { name: title, exact: true });

/** Step 5 with the message mixed, saved to the Library from there; returns the title it was saved as. */
async function savedFromStepFive(company: string): Promise<Page> {
  const page = await fixtures.atResultStep(company);
  await result(page).getByRole('button', { name: 'Save to Library' }).click();
  await result(page).getByRole('status').filter({ hasText: 'In your Library as' }).waitFor();
  return page;
}

/** Continue on step 4 and wait for step 5's result. */
async function makeAgainFromMusicStep(page: Page): Promise<void> {
  await wizardStep(page, 'Background Music').getByRole('button', { name: 'Continue' }).click();
  await result(page).getByText('Your audio message is ready!').waitFor();
}

describe('a message saved from step 5', () => {
  it('is kept once: step 5 and the Guide know it and offer no second save', async () => {
    const page = await savedFromStepFive('Harbour Kitchen');
    await expect
      .poll(() =>
        result(page)
          .getByRole('button', { name: /Save to Library|Save as new/ })
          .count(),
      )
      .toBe(0);
    await result(page).getByRole('link', { name: 'Implementation Guide' }).click();
    await page.getByText('Downloads are for “Harbour Kitchen – On-Hold Message”').waitFor();
    expect(await page.getByRole('button', { name: 'Save to Library' }).count()).toBe(0);
    expect(await page.getByText('This message is kept for 24 hours').count()).toBe(0);
    await page.getByRole('link', { name: 'Library', exact: true }).first().click();
    await expect.poll(() => page.getByRole('list', { name: 'Saved messages' }).getByRole('listitem').count()).toBe(1);
  });
});

describe('the Library', () => {
  it('reopens an item, changed by a word and saved as new, and keeps both', async () => {
    const page = await savedFromStepFive('Bright Smile Dental');
    await page.goto(new URL('/library', page.url()).toString());
    const original = rowOf(page, 'Bright Smile Dental – On-Hold Message');
    // The row says what the message says and how it was made.
    await original.getByText(/^“.*Bright Smile Dental/).waitFor();
    await original.getByText(/Ken · Corporate Upbeat at 15%/).waitFor();
    const script = await (async () => {
      await original.getByRole('button', { name: /^Open in studio: / }).click();
      const editor = page.getByRole('textbox', { name: 'Your script' });
      await wizardStep(page, 'Message Type and Content').waitFor();
      await expect.poll(() => editor.inputValue()).toContain('Bright Smile Dental');
      return editor;
    })();
    const before = await script.inputValue();
    await script.fill(before.replace('Bright Smile Dental', 'Bright Smile Family Dental'));
    await wizardStep(page, 'Message Type and Content').getByRole('button', { name: 'Continue' }).click();
    await makeAgainFromMusicStep(page);
    await result(page).getByRole('button', { name: 'Replace “Bright Smile Dental – On-Hold Message”' }).waitFor();
    await screenshot(page, 'recipes-step5-reopened');
    // The new item has a title of its own (record 136): the user names it, offered the original's
    // name numbered; typed back to the original's very name, the server numbers it all the same.
    await result(page).getByRole('button', { name: 'Save as new' }).click();
    const naming = page.getByRole('dialog', { name: 'Save as a new message' });
    const name = naming.getByRole('textbox', { name: 'Name' });
    const copyTitle = 'Bright Smile Dental – On-Hold Message (2)';
    await expect.poll(() => name.inputValue()).toBe(copyTitle);
    await screenshot(page, 'recipes-save-as-new');
    await name.fill('Bright Smile Dental – On-Hold Message');
    await naming.getByRole('button', { name: 'Save as new' }).click();
    await naming.waitFor({ state: 'hidden' });
    await result(page)
      .getByRole('status')
      .filter({ hasText: `In your Library as “${copyTitle}”` })
      .waitFor();

    await page.goto(new URL('/library', page.url()).toString());
    const rows = page.getByRole('list', { name: 'Saved messages' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    await rowOf(page, copyTitle)
      .getByText(/Bright Smile Family Dental/)
      .waitFor();
    await original.getByText(/^“.*Bright Smile Dental/).waitFor();
    // Each row says when it was saved, to the minute, in the one date style.
    for (const title of [copyTitle, 'Bright Smile Dental – On-Hold Message'])
      await rowOf(page, title)
        .getByText(/saved \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/)
        .waitFor();
    await screenshot(page, 'recipes-library');
  });

  it('saves a changed message over its item, which keeps its name', async () => {
    const page = await savedFromStepFive('Northside Law');
    await page.goto(new URL('/library', page.url()).toString());
    await rowOf(page, 'Northside Law – On-Hold Message')
      .getByRole('button', { name: /^Open in studio: / })
      .click();
    await wizardStep(page, 'Message Type and Content').waitFor();
    // Straight to the music step: it was reached when the message was made.
    await page.getByRole('navigation', { name: 'Wizard progress' }).getByRole('button', { name: 'Music' }).click();
    await wizardStep(page, 'Background Music')
      .getByRole('radio', { name: /No music/i })
      .click();
    await makeAgainFromMusicStep(page);
    await result(page).getByRole('button', { name: 'Replace “Northside Law – On-Hold Message”' }).click();
    await result(page).getByRole('status').filter({ hasText: 'In your Library as' }).waitFor();
    await page.goto(new URL('/library', page.url()).toString());
    const rows = page.getByRole('list', { name: 'Saved messages' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(1);
    await rowOf(page, 'Northside Law – On-Hold Message')
      .getByText(/No music/)
      .waitFor();
  });

  it('renames and duplicates an item', async () => {
    const page = await savedFromStepFive('Corner Bakery');
    await page.goto(new URL('/library', page.url()).toString());
    const row = rowOf(page, 'Corner Bakery – On-Hold Message');
    await row.getByRole('button', { name: /^Rename / }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename message' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('   ');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await dialog.getByText('Please give the message a name.').waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Winter hours');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await rowOf(page, 'Winter hours').waitFor();

    await rowOf(page, 'Winter hours').getByRole('button', { name: 'Duplicate Winter hours' }).click();
    await rowOf(page, 'Winter hours (copy)').waitFor();
    await rowOf(page, 'Winter hours (copy)')
      .getByText(/^“.*Corner Bakery/)
      .waitFor();
  });
});
