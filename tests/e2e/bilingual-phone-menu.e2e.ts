import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { expectAccessible } from './support/axe.js';
import { dismissToasts, screenshot, toastRegion, VIEWPORTS } from './support/browser.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// A phone menu made whole in English and Spanish (issue 39, record 146) on a real server: built on
// its page, Spanish turned on (offered on 9, said by a Spanish voice), each option's Spanish label
// asked for and filled, saved, made in both languages, and a Spanish prompt heard.
const fixtures = wizardFixtures('bilingual-phone-menu');
const words = messages.phoneMenuScreens;

/** The accessible names of a list's rows. */
const rowNames = (list: Locator) =>
  list.locator(':scope > li').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? ''));

describe('a phone menu in English and Spanish', () => {
  it('is built with Spanish on key 9, asked for its Spanish labels, made in both languages and heard in Spanish', async () => {
    const page = await fixtures.atVoiceStep('Sunrise Clinic');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Phone menus' }).click();
    await page.getByRole('link', { name: 'New phone menu' }).click();
    const editor = page.getByRole('form', { name: 'New phone menu' });

    // A menu in one language: English, in an English voice, with no Spanish label asked for.
    await editor.getByRole('combobox', { name: 'Language', exact: true }).getByText('English').waitFor();
    const main = editor.getByRole('list', { name: 'Options of the main menu' });
    const first = main.locator(':scope > li').nth(0);
    const second = main.locator(':scope > li').nth(1);
    await first.getByRole('textbox', { name: 'For' }).fill('appointments');
    await first.getByRole('textbox', { name: 'Number to connect' }).fill('+15551230001');
    expect(await editor.getByRole('textbox', { name: 'Spanish label' }).count()).toBe(0);

    // Also in Spanish: offered on 9 after the greeting, in the Spanish voice of the English voice's gender.
    await editor.getByRole('switch', { name: 'Also in Spanish' }).click();
    await editor.getByRole('combobox', { name: 'Key for Spanish', exact: true }).getByText('9').waitFor();
    await editor.getByText('“Para español, oprima el nueve.”', { exact: false }).waitFor();
    const spanishVoices = editor.getByRole('group', { name: 'Voice of every Spanish prompt' });
    const chosen = spanishVoices.getByRole('radio', { checked: true });
    expect(['Lucía', 'Mateo']).toContain(await chosen.getAttribute('aria-label'));
    // The English voices stay English; the main menu no longer offers 9 to an option.
    expect(await editor.getByRole('group', { name: 'Voice of every English prompt' }).getByRole('radio').count()).toBe(
      6,
    );
    await first.getByRole('combobox', { name: 'Key', exact: true }).click();
    expect(await page.getByRole('option', { name: '9', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Saving asks for each option's Spanish label, beside it, in the contract's words.
    await editor.getByRole('button', { name: 'Save new menu' }).click();
    const asked = formatMessage(messages.phoneMenus.otherLabelRequired, { language: 'Spanish' });
    await first.getByText(asked).waitFor();
    await second.getByText(asked).waitFor();
    await editor.getByText(words.fixFields).waitFor();
    const citas = first.getByRole('textbox', { name: 'Spanish label' });
    expect(await citas.getAttribute('lang')).toBe('es');
    await citas.fill('citas');
    await second.getByRole('textbox', { name: 'Spanish label' }).fill('dejar un mensaje');

    // The prompts, before saving, in a group per language; the offer right after the greeting.
    const english = editor.getByRole('list', { name: 'English prompts' });
    const spanish = editor.getByRole('list', { name: 'Spanish prompts' });
    expect((await rowNames(english)).slice(0, 3)).toEqual([
      'sunrise_clinic_greeting in English',
      'sunrise_clinic_language_offer in Spanish',
      'sunrise_clinic_menu in English',
    ]);
    expect((await rowNames(spanish))[0]).toBe('sunrise_clinic_greeting in Spanish');
    await expectAccessible(page, 'New phone menu in two languages');
    await screenshot(page, 'bilingual-phone-menu-new');
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'bilingual-phone-menu-new-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    await editor.getByRole('button', { name: 'Save new menu' }).click();
    await toastRegion(page).getByText(words.createdTitle).waitFor();
    await page.waitForURL(/\/phone-menus\/[0-9a-f-]{36}$/);
    await dismissToasts(page);

    // Saved: the studio wrote each language's words, with its language on the text area.
    const saved = page.getByRole('form', { name: 'Edit Sunrise Clinic' });
    const savedEnglish = saved.getByRole('list', { name: 'English prompts' });
    const savedSpanish = saved.getByRole('list', { name: 'Spanish prompts' });
    const offer = savedEnglish.getByRole('listitem', { name: 'sunrise_clinic_language_offer in Spanish' });
    const offerWords = offer.getByRole('textbox', { name: 'Words' });
    expect(await offerWords.getAttribute('lang')).toBe('es');
    expect(await offerWords.inputValue()).toMatch(/español.*nueve/i);
    const menuEs = savedSpanish.getByRole('listitem', { name: 'sunrise_clinic_menu in Spanish' });
    expect(await menuEs.getByRole('textbox', { name: 'Words' }).getAttribute('lang')).toBe('es');
    expect(await menuEs.getByRole('textbox', { name: 'Words' }).inputValue()).toMatch(/citas/);
    const menuEn = savedEnglish.getByRole('listitem', { name: 'sunrise_clinic_menu in English' });
    expect(await menuEn.getByRole('textbox', { name: 'Words' }).getAttribute('lang')).toBe('en');
    expect(await menuEn.getByRole('textbox', { name: 'Words' }).inputValue()).toMatch(/appointments/);

    // Made as one job, both languages.
    await saved.getByRole('button', { name: 'Make the menu' }).click();
    await toastRegion(page)
      .getByText(formatMessage(words.made, { name: 'Sunrise Clinic' }))
      .waitFor({ timeout: 420_000 });
    await saved.getByText('Every prompt is made. Play each below.').waitFor();
    await dismissToasts(page);

    // Every prompt of both groups has its audio: a Play button and its length.
    for (const list of [savedEnglish, savedSpanish]) {
      const names = await rowNames(list);
      expect(names.length).toBeGreaterThanOrEqual(8);
      for (const name of names)
        await list
          .getByRole('listitem', { name, exact: true })
          .getByRole('button', { name: `Play ${name}`, exact: true })
          .waitFor();
    }
    expect(await rowNames(savedSpanish)).toHaveLength((await rowNames(savedEnglish)).length - 1);

    // The server's copy says the same: every prompt in each language made, each with a length of speech.
    const id = page.url().split('/').at(-1)!;
    const made = await page.evaluate(async (id) => {
      const reply = (await (await fetch(`/api/phone-menus/${id}`)).json()) as {
        menu: { prompts: { key: string; language: string; enabled: boolean; audio: { duration: number } | null }[] };
      };
      return reply.menu.prompts.filter((p) => p.enabled).map((p) => [p.key, p.language, p.audio?.duration ?? 0]);
    }, id);
    const durations = (language: string) => made.filter((p) => p[1] === language).map((p) => p[2] as number);
    console.log('bilingual menu prompt durations (s):', JSON.stringify(made));
    expect(durations('es').length).toBe(durations('en').length + 1);
    for (const seconds of [...durations('en'), ...durations('es')]) expect(seconds).toBeGreaterThan(0.5);
    expect(made).toContainEqual(['language_offer', 'es', expect.any(Number)]);

    // A Spanish prompt is heard: Play turns to Stop while it plays.
    const greetingEs = savedSpanish.getByRole('listitem', { name: 'sunrise_clinic_greeting in Spanish' });
    await greetingEs.getByRole('button', { name: 'Play sunrise_clinic_greeting in Spanish', exact: true }).click();
    await greetingEs.getByRole('button', { name: 'Stop sunrise_clinic_greeting in Spanish', exact: true }).click();
    await greetingEs.getByRole('button', { name: 'Play sunrise_clinic_greeting in Spanish', exact: true }).waitFor();

    await expectAccessible(page, 'A phone menu made in two languages');
    await screenshot(page, 'bilingual-phone-menu-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'bilingual-phone-menu-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The list of menus says it is in both languages.
    await page.getByRole('link', { name: 'All phone menus' }).click();
    await page
      .getByRole('list', { name: 'Phone menus' })
      .getByText(/English and Spanish · 2 options · 17 prompts/)
      .waitFor();
  }, 600_000);

  it('in Spanish offers the Spanish voices and "Also in English", and swaps its two languages whole', async () => {
    const page = await fixtures.atVoiceStep('Luna Bakery');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Phone menus' }).click();
    await page.getByRole('link', { name: 'New phone menu' }).click();
    const editor = page.getByRole('form', { name: 'New phone menu' });
    await editor.getByRole('combobox', { name: 'Language', exact: true }).click();
    await page.getByRole('option', { name: 'Spanish', exact: true }).click();

    // Only the Spanish voices, and the labels are Spanish now.
    const voices = editor.getByRole('group', { name: 'Voice of every prompt' }).getByRole('radio');
    expect(await voices.count()).toBe(1);
    expect(['Lucía', 'Mateo']).toContain(await voices.first().getAttribute('aria-label'));
    const first = editor.getByRole('list', { name: 'Options of the main menu' }).locator(':scope > li').nth(0);
    expect(await first.getByRole('textbox', { name: 'For' }).getAttribute('lang')).toBe('es');
    await first.getByRole('textbox', { name: 'For' }).fill('pedidos');

    // Also in English: its key, an English voice, and an English label on each option.
    await editor.getByRole('switch', { name: 'Also in English' }).click();
    await editor.getByRole('combobox', { name: 'Key for English', exact: true }).getByText('9').waitFor();
    await editor.getByText('“For English, press 9.”', { exact: false }).waitFor();
    const english = first.getByRole('textbox', { name: 'English label' });
    expect(await english.getAttribute('lang')).toBe('en');
    await english.fill('orders');
    await editor.getByRole('list', { name: 'Spanish prompts' }).waitFor();
    await editor.getByRole('list', { name: 'English prompts' }).waitFor();

    // Back to English first: each label goes with its language.
    await editor.getByRole('combobox', { name: 'Language', exact: true }).click();
    await page.getByRole('option', { name: 'English', exact: true }).click();
    expect(await editor.getByRole('switch', { name: 'Also in Spanish' }).getAttribute('aria-checked')).toBe('true');
    expect(await first.getByRole('textbox', { name: 'For' }).inputValue()).toBe('orders');
    expect(await first.getByRole('textbox', { name: 'Spanish label' }).inputValue()).toBe('pedidos');
    await expectAccessible(page, 'New phone menu, English first after Spanish');
  });
});
