import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { resolveFfmpeg } from '../../server/src/process/ffmpeg-binary.js';
import { toneFile } from '../../server/src/testing/audio-fixtures.js';
import { expectAccessible } from './support/axe.js';
import {
  baseUrl,
  browserForFile,
  dismissToasts,
  newContext,
  toastRegion,
  VIEWPORTS,
  wizardStep,
} from './support/browser.js';
import { E2E_ADMIN } from './support/constants.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// axe-core on every screen at desktop and phone widths: any serious or critical violation fails.
// An open Select and each dialog are checked too, since Radix hides the rest of the page from
// assistive technology then; a closed dialog must hand focus back to the button that opened it.

const browser = browserForFile();

const fixtures = wizardFixtures('a11y', browser);
/** A real 3-second MP3 for the admin upload, made once and only if that test runs. */
let toneMp3: Promise<Buffer> | undefined;
const tone = () => (toneMp3 ??= resolveFfmpeg().then((ffmpeg) => toneFile(ffmpeg.path, 'mp3', 3)));

/** Opens the named Select, checks the page with its list open, and picks `option`. */
async function checkOpenSelect(page: Page, name: string, option: string, screen: string): Promise<void> {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('listbox').waitFor();
  await expectAccessible(page, `${screen} with the ${name} list open`);
  await page.getByRole('option', { name: option }).click();
}

/**
 * Opens a dialog with `opener`, checks the page with it open, and closes it with Escape (or the
 * button named `cancel`). Focus must then be back on `opener`: on <body>, a keyboard user would
 * start again from the top of the page.
 */
async function checkOpenDialog(
  page: Page,
  opener: Locator,
  name: string,
  screen: string,
  { cancel, ready }: { cancel?: string; ready?: (dialog: Locator) => Locator } = {},
): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  if (ready) await ready(dialog).waitFor();
  await expectAccessible(page, `${screen} with the ${name} dialog open`);
  if (cancel) await dialog.getByRole('button', { name: cancel }).click();
  else await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Radix returns focus a tick after the dialog unmounts.
  await expect
    .poll(() => opener.evaluate((el) => el === document.activeElement), { message: `focus after ${name}` })
    .toBe(true);
}

/** 'Skip to content' is the first thing Tab reaches, and it moves focus to the screen's <main>. */
async function expectSkipLink(page: Page): Promise<void> {
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await heightOrZero(skip)).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
}

const heightOrZero = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

describe.each(Object.entries(VIEWPORTS))('axe at %s width', (width, viewport) => {
  it('login and a failed verification', async () => {
    const context = await newContext(browser(), viewport);
    const page = await context.newPage();
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Send Login Link' }).waitFor();
    await expectAccessible(page, 'login');
    await expectSkipLink(page);
    await page.goto(`${baseUrl()}/auth/verify?token=expired-or-unknown`);
    await page.getByRole('heading', { name: 'Could not sign you in' }).waitFor();
    await expectAccessible(page, 'verify error');
    await context.close();
  });

  it('the five wizard steps, the Library and the Guide', async () => {
    const page = await fixtures.signedIn(viewport);
    const step1 = wizardStep(page, 'Business Information');
    await step1.waitFor();
    await expectAccessible(page, 'step 1');
    await expectSkipLink(page);
    await step1.getByRole('textbox', { name: 'Company name' }).fill('Bright Smile Dental');
    await checkOpenSelect(page, 'Industry', 'Healthcare', 'step 1');
    const samples = step1.getByRole('button', { name: 'Listen to Sample Messages' });
    await checkOpenDialog(page, samples, 'Sample Messages', 'step 1', { ready: (d) => d.getByRole('tabpanel') });
    await step1.getByRole('button', { name: 'Continue' }).click();

    const step2 = wizardStep(page, 'Voice Selection');
    await step2.waitFor();
    await expectAccessible(page, 'step 2');
    await step2.getByRole('button', { name: 'Next' }).click();

    const step3 = wizardStep(page, 'Message Type and Content');
    await step3.waitFor();
    await checkOpenSelect(page, 'Message type', 'On-Hold Message', 'step 3');
    await page.getByRole('button', { name: 'Generate AI Script' }).click();
    await page.getByText('Script Generated').first().waitFor();
    await dismissToasts(page);
    await expectAccessible(page, 'step 3 with a script');
    await step3.getByRole('button', { name: 'Save Script' }).click();
    await toastRegion(page).getByText(messages.scripts.savedTitle).waitFor();
    await dismissToasts(page);
    const deleteScript = step3.getByRole('button', { name: /^Delete script saved at/ });
    await checkOpenDialog(page, deleteScript, 'Delete this script?', 'step 3', { cancel: 'Cancel' });
    await step3.getByRole('button', { name: 'Continue' }).click();

    const step4 = wizardStep(page, 'Background Music');
    await step4.waitFor();
    await expectAccessible(page, 'step 4');
    await step4.getByRole('button', { name: 'Continue' }).click();

    const step5 = wizardStep(page, 'Final Audio Preview');
    await step5.getByText('Your audio message is ready!').waitFor();
    await dismissToasts(page);
    await expectAccessible(page, 'step 5');
    // An unsaved result makes Create New Message ask first.
    const createNew = step5.getByRole('button', { name: 'Create New Message' });
    await checkOpenDialog(page, createNew, messages.draft.discardTitle, 'step 5');
    await step5.getByRole('button', { name: 'Save to Library' }).click();
    await toastRegion(page).getByText(messages.library.savedTitle).waitFor();
    await dismissToasts(page);

    await page.getByRole('link', { name: 'Library' }).click();
    await page.getByRole('heading', { name: 'Library', level: 1 }).waitFor();
    await expectAccessible(page, 'Library');
    const deleteItem = page.getByRole('button', { name: 'Delete Bright Smile Dental – On-Hold Message' });
    await checkOpenDialog(page, deleteItem, 'Delete this message?', 'Library');
    await page.getByRole('link', { name: 'Guide', exact: true }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /Guide/ }).waitFor();
    await expectAccessible(page, 'Guide');
  });

  it('admin login and the music screen', async () => {
    const page = await fixtures.signedIn(viewport);
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await expectAccessible(page, 'admin login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Music track management' }).waitFor();
    await dismissToasts(page);
    await expectAccessible(page, 'admin music');

    // Built-in tracks cannot be deleted, so one is uploaded for its Delete dialog, then deleted.
    const name = `A11y Tone ${width}`;
    const upload = page.getByRole('region', { name: 'Upload a track' });
    await upload
      .getByLabel('MP3 file')
      .setInputFiles({ name: 'a11y-tone.mp3', mimeType: 'audio/mpeg', buffer: await tone() });
    await upload.getByLabel('Track ID').fill(`a11y-tone-${width}-${Date.now()}`);
    await upload.getByLabel('Track name').fill(name);
    await upload.getByLabel('Description').fill('A soft test tone for the accessibility spec.');
    await upload.getByRole('button', { name: 'Upload track' }).click();
    await toastRegion(page).getByText(messages.music.uploadSuccess).waitFor();
    await dismissToasts(page);
    // A 220 Hz tone mostly vanishes on a phone line: its row shows the warning and Publish anyway (record 106).
    await page.getByRole('button', { name: `Publish anyway: ${name}` }).waitFor();
    await expectAccessible(page, 'admin music, a held track');
    const remove = page.getByRole('button', { name: `Delete ${name}` });
    await checkOpenDialog(page, remove, `Delete “${name}”?`, 'admin music', { cancel: 'Cancel' });
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await remove.waitFor({ state: 'detached' });
    // The row and its Delete button are gone: focus is on the screen's main content, not <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });
});
