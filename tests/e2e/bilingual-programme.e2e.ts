import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import {
  animationsSettled,
  baseUrl,
  dismissToasts,
  screenshot,
  startPlaying,
  toastRegion,
  VIEWPORTS,
} from './support/browser.js';
import { expectAccessible } from './support/axe.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// A programme that alternates English and Spanish over one bed (issue 39, record 147): from a
// bilingual business profile to a suggested programme written in both languages (the choice on by
// default, each Spanish script marked lang="es", a Spanish voice list beside the English one),
// made in one click into Library messages and a programme whose list shows each item's language,
// and into one file that plays.
const fixtures = wizardFixtures('bilingual-programme');

const words = messages.programmeSuggestion;
const COMPANY = 'Harbour Dental';

/** The profile step 1 kept, made bilingual as step 1's choice does (record 145), through the API. */
async function makeProfileBilingual(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await (await fetch('/api/profile')).json()).profile !== null))
    .toBe(true);
  const status = await page.evaluate(async () => {
    const { profile } = await (await fetch('/api/profile')).json();
    const { businessHours: _h, promotionItems: _p, ...answers } = profile;
    const res = await fetch('/api/profile', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...answers, language: 'en', bilingual: true }),
    });
    return res.status;
  });
  expect(status).toBe(200);
}

describe('a programme in English and Spanish', () => {
  it('is suggested in both languages for a bilingual business, made, listed with each language, and plays', async () => {
    const page = await fixtures.atVoiceStep(COMPANY);
    await makeProfileBilingual(page);
    await page.goto(`${baseUrl()}/programmes`);
    await page.getByRole('button', { name: words.button }).click();
    const dialog = page.getByRole('dialog', { name: words.dialogTitle });
    await dialog.getByRole('heading', { name: words.order }).waitFor();

    // On by default for a bilingual profile; every message in both languages, each in its own lang.
    expect(await dialog.getByRole('checkbox', { name: words.bilingualLabel }).isChecked()).toBe(true);
    const scripts = dialog.getByRole('textbox', { name: words.scriptLabel });
    const langs = await scripts.evaluateAll((areas) => areas.map((a) => a.getAttribute('lang')));
    expect(langs.length).toBeGreaterThanOrEqual(10);
    expect(langs).toEqual(langs.map((_, i) => (i % 2 === 0 ? 'en' : 'es')));
    expect(await scripts.nth(1).inputValue()).toMatch(/Harbour Dental/);
    await dialog.getByText(`${COMPANY} – ${words.parts.welcome} (Spanish)`).first().waitFor();
    await dialog.getByRole('combobox', { name: 'English voice' }).waitFor();
    const spanishVoice = dialog.getByRole('combobox', { name: 'Spanish voice' });
    expect(await spanishVoice.textContent()).toContain('Lucía');

    await expectAccessible(page, 'The suggested programme in two languages');
    await dialog.getByRole('checkbox', { name: words.bilingualLabel }).scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await screenshot(page, 'bilingual-programme-dialog-desktop', { fullPage: false });
    await page.setViewportSize(VIEWPORTS.phone);
    await animationsSettled(page);
    // Nothing wider than a phone: the voices' long descriptions are cut in their lists.
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'bilingual-programme-dialog-phone', { fullPage: false });
    await spanishVoice.scrollIntoViewIfNeeded();
    await screenshot(page, 'bilingual-programme-voices-phone', { fullPage: false });
    await page.setViewportSize(VIEWPORTS.desktop);

    // Kept short for the test: the welcome, what the practice offers and the thank-you, in both languages.
    for (const part of [words.parts.team, words.parts.website, words.parts.hours, words.parts.promotion]) {
      const remove = dialog.getByRole('button', { name: `${words.remove} ${COMPANY} – ${part}` });
      while ((await remove.count()) > 0) await remove.first().click();
    }
    const played = await dialog.getByRole('region', { name: words.order }).getByRole('listitem').allInnerTexts();
    expect(played.map((title) => /\((English|Spanish)\)$/.exec(title)?.[1])).toEqual([
      'English',
      'Spanish',
      'English',
      'Spanish',
      'English',
      'Spanish',
    ]);
    await dialog.getByRole('button', { name: words.make }).click();
    await dialog.waitFor({ state: 'detached', timeout: 240_000 });
    await toastRegion(page).getByText(`“${COMPANY} on hold” is ready to play and download.`).waitFor();
    await dismissToasts(page);

    // The programme's list says each item's language, alternating.
    const title = `${COMPANY} on hold`;
    const card = page.getByRole('region', { name: title });
    const list = card.getByRole('list', { name: `Messages of ${title}` });
    await list.getByText(`${COMPANY} – ${words.parts.welcome} (English)`).waitFor();
    const rows = await list.getByRole('listitem').allInnerTexts();
    expect(rows.map((row) => /(English|Spanish)$/.exec(row.trim())?.[1])).toEqual([
      'English',
      'Spanish',
      'English',
      'Spanish',
      'English',
      'Spanish',
    ]);

    // Made into one file over one bed in the same click (record 156), which plays.
    await startPlaying(card, title);
    await card.getByRole('button', { name: `Pause ${title}`, exact: true }).click();
    await screenshot(page, 'bilingual-programme-card');
  });
});
