import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { jobResult } from './support/browser.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// Step 3's "Fix a pronunciation": save an entry, hear the word through the preview path, delete it.
// Each test starts from its own fixture (record 065): a new user at step 3.
let page: Page;
const fixtures = wizardFixtures('pronounce');

const panel = () => page.getByRole('region', { name: 'Fix a pronunciation' });
const entries = () => panel().getByRole('list', { name: 'Your pronunciations' });

/** A new user at step 3 of "Nguyen Dental", with the pronunciation panel in view. */
async function atPanel(): Promise<Page> {
  page = await fixtures.atScriptStep('Nguyen Dental');
  await panel().waitFor();
  return page;
}

async function saveEntry(word: string, sayAs: string): Promise<void> {
  await panel().getByRole('textbox', { name: 'Word or phrase' }).fill(word);
  await panel().getByRole('textbox', { name: 'Say it like' }).fill(sayAs);
  await panel().getByRole('button', { name: 'Save' }).click();
  await entries().getByText(word).waitFor();
}

describe('step 3, Fix a pronunciation', () => {
  it('refuses an entry without "say it like", in the spec’s words', async () => {
    await atPanel();
    await panel().getByRole('textbox', { name: 'Word or phrase' }).fill('Nguyen');
    await panel().getByRole('button', { name: 'Save' }).click();
    await panel().getByText(messages.pronunciations.sayAsRequired).waitFor();
  });

  it('saves an entry, and Listen previews the single word with the entry applied', async () => {
    await atPanel();
    await saveEntry('Nguyen', 'win');
    expect(await panel().getByRole('textbox', { name: 'Word or phrase' }).inputValue()).toBe('');

    const previewed = page.waitForRequest(
      (r: Request) => r.url().endsWith('/api/preview-voice') && r.method() === 'POST',
    );
    await entries().getByRole('button', { name: 'Listen to Nguyen' }).click();
    const request = await previewed;
    expect(request.postDataJSON()).toMatchObject({ text: 'Nguyen' });
    const reply = await jobResult(page, (await request.response())!);
    expect(reply.url).toMatch(/^\/api\/audio\//);
    // The player starts: the button turns into Stop (or ends quickly and returns to Listen).
    await entries()
      .getByRole('button', { name: /^(Stop|Listen to) Nguyen$/ })
      .waitFor();
  });

  it('says a second entry for the same word in another case already exists', async () => {
    await atPanel();
    await saveEntry('Nguyen', 'win');
    await panel().getByRole('textbox', { name: 'Word or phrase' }).fill('NGUYEN');
    await panel().getByRole('textbox', { name: 'Say it like' }).fill('new-yen');
    await panel().getByRole('button', { name: 'Save' }).click();
    await panel()
      .getByText(/already a pronunciation for "NGUYEN"/)
      .waitFor();
  });

  it('deletes an entry', async () => {
    await atPanel();
    await saveEntry('Nguyen', 'win');
    await entries().getByRole('button', { name: 'Delete pronunciation of Nguyen' }).click();
    await entries().waitFor({ state: 'detached' });
  });
});
