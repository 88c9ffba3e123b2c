import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { baseUrl, browserForFile, screenshot, signedInPage, VIEWPORTS } from './support/browser.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// Step 3 end to end: generate, edit, save, use a saved script, delete it, change type.
// Each test starts from its own fixture (record 065): a new user at step 3.
const browser = browserForFile();
const fixtures = wizardFixtures('scripts', browser);

const step = (page: Page, name: string) => page.getByRole('region', { name });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const scriptBox = (page: Page) => page.getByRole('textbox', { name: 'Your script' });
const continueButton = (page: Page) => step(page, 'Message Type and Content').getByRole('button', { name: 'Continue' });

/** Fills step 1 and walks past step 2 (whatever it holds: its forward button is Continue or Next). */
async function reachStepThree(page: Page) {
  await page.getByRole('textbox', { name: 'Company name' }).fill('Bright Smile Dental');
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Healthcare' }).click();
  await page.getByRole('textbox', { name: 'Website' }).fill('www.brightsmile.com');
  await page.getByRole('textbox', { name: 'Key products or services' }).fill('Check-ups, whitening, emergency care');
  await step(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();
  await step(page, 'Voice Selection')
    .getByRole('button', { name: /^(Continue|Next)$/ })
    .click();
  await step(page, 'Message Type and Content').waitFor();
}

async function chooseType(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Message type' }).click();
  await page.getByRole('option', { name: label }).click();
}

describe('step 3, Message Type and Content', () => {
  let page: Page;
  beforeEach(async () => {
    page = await fixtures.signedIn();
    await reachStepThree(page);
  });

  it('needs a script before Continue, and asks for one before a preview', async () => {
    expect(await continueButton(page).isDisabled()).toBe(true);
    expect(await page.getByTestId('suggested-message').textContent()).toContain('Bright Smile Dental');
    await page.getByRole('button', { name: 'Preview Script' }).click();
    await toasts(page).getByText(messages.scripts.noScriptTitle).waitFor();
    expect(await toasts(page).textContent()).toContain(messages.scripts.noScript);
  });

  it('generates a script, and a different one the next time', async () => {
    await page.getByRole('button', { name: 'Generate AI Script' }).click();
    await page.getByRole('button', { name: 'Generating...' }).waitFor();
    await toasts(page).getByText(messages.scripts.generatedTitle).waitFor();
    const first = await scriptBox(page).inputValue();
    expect(first).toContain('Bright Smile Dental');
    // Readable in the editor; only the voice hears "brightsmile dot com" (record 095).
    expect(first).toContain('www.brightsmile.com');
    expect(await continueButton(page).isEnabled()).toBe(true);
    expect(await page.getByText(/\d+ words · about \d+ seconds/).count()).toBe(1);

    await page.getByRole('button', { name: 'Generate AI Script' }).click();
    await expect.poll(() => scriptBox(page).inputValue()).not.toBe(first);
  });

  it('saves an edited script, uses it again from the list, and deletes it', async () => {
    const edited =
      'Thank you for calling Bright Smile Dental.\n\nPlease stay on the line, and we will be with you shortly.';
    await scriptBox(page).fill(edited);
    await page.getByRole('button', { name: 'Save Script' }).click();
    await toasts(page).getByText(messages.scripts.savedTitle).waitFor();
    const saved = page.getByRole('list', { name: 'Saved scripts' }).getByRole('listitem');
    await saved.first().waitFor();
    expect(await saved.count()).toBe(1);
    expect(await saved.first().textContent()).toContain('Please stay on the line');

    await page.getByRole('button', { name: 'Generate AI Script' }).click();
    await expect.poll(() => scriptBox(page).inputValue()).not.toBe(edited);
    await screenshot(page, 'step3-desktop');
    await saved.first().getByRole('button', { name: 'Use This Script' }).click();
    expect(await scriptBox(page).inputValue()).toBe(edited);

    await saved
      .first()
      .getByRole('button', { name: /^Delete script saved at/ })
      .click();
    // Deleting asks first; Cancel keeps the script.
    const confirm = page.getByRole('dialog', { name: 'Delete this script?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await saved.count()).toBe(1);
    await saved
      .first()
      .getByRole('button', { name: /^Delete script saved at/ })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toasts(page).getByText(messages.scripts.deletedTitle).waitFor();
    await page.getByText('No saved scripts for this message type today.').waitFor();
    // The button that asked went with its row: focus lands on the screen's main content, not <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it("clears the script when the type changes, and shows the type's own fields", async () => {
    await chooseType(page, 'Voicemail Greeting');
    expect(await scriptBox(page).inputValue()).toBe('');
    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Whose voicemail' }).fill('Dr. Sarah Lee');
    await page.getByRole('switch', { name: 'Out of the office' }).click();
    await page.getByLabel('Back on').fill('2026-12-28');
    await page.getByRole('button', { name: 'Generate AI Script' }).click();
    await expect.poll(() => scriptBox(page).inputValue()).toContain('Monday, December 28');
    expect(await scriptBox(page).inputValue()).toContain('Dr. Sarah Lee');

    await chooseType(page, 'Auto Attendant');
    await page.getByRole('textbox', { name: 'Option for key 1' }).fill('Appointments');
    await page.getByRole('button', { name: 'Generate AI Script' }).click();
    await expect.poll(() => scriptBox(page).inputValue()).toContain('For appointments, press one.');

    // A custom message may go on without a script.
    await chooseType(page, 'Custom Message');
    expect(await scriptBox(page).inputValue()).toBe('');
    expect(await continueButton(page).isEnabled()).toBe(true);
  });

  it('counts a keypad option near its limit, and says past it what is wrong (record 094)', async () => {
    await chooseType(page, 'Auto Attendant');
    const option = page.getByRole('textbox', { name: 'Option for key 1' });
    await option.fill('s'.repeat(70));
    await page.getByText('70 of 80 characters').waitFor();
    await option.fill('s'.repeat(81));
    const message = 'Each keypad option must be 80 characters or fewer';
    await page.locator('#attendant-1-error').getByText(message).waitFor();
    expect(await option.getAttribute('aria-invalid')).toBe('true');
    // The server refuses it too; the toast then says the spec's sentence (record 093), and the
    // field keeps saying what is wrong.
    await page.getByRole('button', { name: 'Generate AI Script' }).click();
    await toasts(page).getByText(messages.scripts.generationFailed).waitFor();
    expect(await page.locator('#attendant-1-error').textContent()).toContain(message);
  });

  it('keeps a script pasted past 5,000 characters whole, counts it, and says why Continue waits (record 094)', async () => {
    const script = 'Thank you for calling Bright Smile Dental. '.repeat(120); // 5,160 characters
    await scriptBox(page).fill(script);
    expect(await scriptBox(page).inputValue()).toBe(script); // nothing cut
    await page.locator('#scriptContent-error').getByText(messages.scripts.contentTooLong).waitFor();
    expect(await page.locator('#scriptContent-hint').textContent()).toContain('5,160 of 5,000 characters');
    expect(await scriptBox(page).getAttribute('aria-invalid')).toBe('true');
    expect(await continueButton(page).isDisabled()).toBe(true);
    const reason = step(page, 'Message Type and Content').getByText(messages.scripts.contentTooLong);
    expect(await reason.count()).toBe(2); // under the script and beside Continue

    await scriptBox(page).fill(script.slice(0, 4990));
    await expect.poll(() => continueButton(page).isEnabled()).toBe(true);
    expect(await page.locator('#scriptContent-error').count()).toBe(0);
    expect(await page.locator('#scriptContent-hint').textContent()).toContain('4,990 of 5,000 characters');
  });

  it("shows a preview's place in the queue behind other users' previews, and cancels it", async () => {
    // Four other users ask for two long previews each: more than the server's workers take at once.
    const long = 'Thank you for calling Bright Smile Dental, where healthy smiles are our passion. '.repeat(5);
    const others = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const other = await signedInPage(browser(), `queue-${n}-${Date.now()}@example.com`);
        return other.context();
      }),
    );
    const queued: { context: BrowserContext; id: string }[] = [];
    try {
      for (const context of others)
        for (const k of [1, 2]) {
          const reply = await context.request.post('/api/preview-voice', {
            headers: { origin: baseUrl(), prefer: 'respond-async' },
            data: { text: `${long} Caller ${queued.length}-${k}.`, voiceType: 'en-US-ken' },
          });
          queued.push({ context, id: ((await reply.json()) as { id: string }).id });
        }
      await scriptBox(page).fill('Thank you for calling Bright Smile Dental.');
      const asked = page.waitForResponse((r) => r.url().endsWith('/api/preview-voice'));
      await page.getByRole('button', { name: 'Preview Script' }).click();
      const job = (await (await asked).json()) as { id: string; position: number };
      expect(job.position).toBeGreaterThan(0);
      expect(await page.getByTestId('preview-queue-position').textContent()).toMatch(/ahead of yours|Yours is next/);
      await screenshot(page, 'step3-preview-queued');

      await page.getByRole('button', { name: 'Cancel preview' }).click();
      await page.getByRole('button', { name: 'Preview Script' }).waitFor();
      expect(await page.getByTestId('preview-queue-position').count()).toBe(0);
      const status = await page.request.get(`/api/jobs/${job.id}`);
      expect(await status.json()).toMatchObject({ state: 'cancelled' });
      expect(await toasts(page).getByText(messages.scripts.previewFailedTitle).count()).toBe(0);
    } finally {
      // The other users' previews are cancelled too, so they do not slow the tests that follow.
      for (const { context, id } of queued)
        await context.request.delete(`/api/jobs/${id}`, { headers: { origin: baseUrl() } });
      await Promise.all(others.map((context) => context.close()));
    }
  });

  it('says plainly when the voice preview cannot be made', async () => {
    await scriptBox(page).fill('Thank you for calling Bright Smile Dental.');
    await page.getByRole('button', { name: 'Preview Script' }).click();
    // Until the voices issue adds POST /api/preview-voice, the server answers 404 and the toast says so;
    // afterwards the preview plays. Either way the button comes back.
    await page.getByRole('button', { name: /^(Preview Script|Stop Preview)$/ }).waitFor();
  });
});

describe('step 3 at phone width', () => {
  it('lays out the type, script and saved list in one column', async () => {
    const page = await fixtures.signedIn(VIEWPORTS.phone);
    await reachStepThree(page);
    await page.getByRole('button', { name: 'Generate AI Script' }).click();
    await expect.poll(() => scriptBox(page).inputValue()).toContain('Bright Smile Dental');
    await page.getByRole('button', { name: 'Save Script' }).click();
    await page.getByRole('list', { name: 'Saved scripts' }).getByRole('listitem').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'step3-phone');
  });
});
