import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../common/messages.js';
import { launchBrowser, newContext, signIn } from './support/browser.js';

// Step 3's "Fix a pronunciation": save an entry, hear the word through the preview path, delete it.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
  await signIn(page, 'pronounce@brightsmile.test');
  await page.getByRole('textbox', { name: 'Company name' }).fill('Nguyen Dental');
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Healthcare' }).click();
  await page.getByRole('region', { name: 'Business Information' }).getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('region', { name: 'Voice Selection' })
    .getByRole('button', { name: /^(Continue|Next)$/ })
    .click();
  await panel().waitFor();
});
afterAll(() => browser.close());

const panel = () => page.getByRole('region', { name: 'Fix a pronunciation' });
const entries = () => panel().getByRole('list', { name: 'Your pronunciations' });

describe('step 3, Fix a pronunciation', () => {
  it('refuses an entry without "say it like", in the spec’s words', async () => {
    await panel().getByRole('textbox', { name: 'Word or phrase' }).fill('Nguyen');
    await panel().getByRole('button', { name: 'Save' }).click();
    await panel().getByText(messages.pronunciations.sayAsRequired).waitFor();
  });

  it('saves an entry, and Listen previews the single word with the entry applied', async () => {
    await panel().getByRole('textbox', { name: 'Say it like' }).fill('win');
    await panel().getByRole('button', { name: 'Save' }).click();
    await entries().getByText('Nguyen').waitFor();
    expect(await panel().getByRole('textbox', { name: 'Word or phrase' }).inputValue()).toBe('');

    const previewed = page.waitForRequest(
      (r: Request) => r.url().endsWith('/api/preview-voice') && r.method() === 'POST',
    );
    await entries().getByRole('button', { name: 'Listen to Nguyen' }).click();
    const request = await previewed;
    expect(request.postDataJSON()).toMatchObject({ text: 'Nguyen' });
    const reply = await (await request.response())!.json();
    expect(reply.url).toMatch(/^\/api\/audio\//);
    // The player starts: the button turns into Stop (or ends quickly and returns to Listen).
    await entries()
      .getByRole('button', { name: /^(Stop|Listen to) Nguyen$/ })
      .waitFor();
  });

  it('says a second entry for the same word in another case already exists', async () => {
    await panel().getByRole('textbox', { name: 'Word or phrase' }).fill('NGUYEN');
    await panel().getByRole('textbox', { name: 'Say it like' }).fill('new-yen');
    await panel().getByRole('button', { name: 'Save' }).click();
    await panel()
      .getByText(/already a pronunciation for "NGUYEN"/)
      .waitFor();
  });

  it('deletes an entry', async () => {
    await entries().getByRole('button', { name: 'Delete pronunciation of Nguyen' }).click();
    await entries().waitFor({ state: 'detached' });
  });
});
