import { request, type Locator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { defaultWizardFormData } from '#common/wizard.js';
import { expectAccessible } from './support/axe.js';
import { baseUrl, dismissToasts, saveThroughApi, screenshot, toastRegion, VIEWPORTS } from './support/browser.js';
import { downloadFolder, zipEntryNames } from './support/downloads.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// Phone menus (issue 38, record 142) on a real server: a menu with a sub-menu built on its page from
// the business profile, saved, made (a job with its progress), each prompt heard, the FreePBX and
// Genesys packs downloaded, its prompts found in the Library, and the menu published on a phone link
// whose TwiML address then answers with it.
const downloads = downloadFolder('phone-menus');
const fixtures = wizardFixtures('phone-menus');
const words = messages.phoneMenuScreens;
const linkWords = messages.phoneLinkScreens;

/** A link's Twilio console steps, as the card and the menu page give them (issue 47). */
async function expectTwilioSteps(scope: Locator) {
  const steps = scope.getByRole('list', { name: 'On Twilio' }).getByRole('listitem');
  expect(await steps.allInnerTexts()).toEqual(linkWords.twilioSteps);
}

/** What a call to the link hears: the menu (always open, its holiday prompt off), and what decides it. */
async function expectMenuAnswers(scope: Locator, decides: string) {
  const hears = scope.getByRole('status', { name: 'What a call hears' });
  await hears
    .getByText(formatMessage(linkWords.menuAnswers, { name: 'Harbour Dental', when: linkWords.menuAnswersAlways }))
    .waitFor();
  await hears.getByText(decides).waitFor();
}

/**
 * An auto-attendant message saved to the Library through the APIs, as the wizard would make it: its
 * recipe keeps the keypad options (`attendants`), which a new menu is made from.
 */
async function saveAttendantThroughApi(page: Page, title: string, attendants: Record<string, string>) {
  const form = defaultWizardFormData;
  const message = {
    ...Object.fromEntries(
      (
        [
          'companyWebsite',
          'industry',
          'useCustomSector',
          'customSector',
          'keyProducts',
          'messageLength',
          'tone',
          'customMessage',
          'holidayType',
          'voicemailContactName',
          'voicemailOutOfOffice',
          'voicemailReturnDate',
          'businessHours',
          'promotionItems',
          'attendantOptions',
        ] as const
      ).map((field) => [field, form[field]]),
    ),
    companyName: 'Corner Bakery',
    industry: 'retail',
    messageType: 'auto-attendant',
    attendants: { ...form.attendants, ...attendants },
  };
  const status = await page.evaluate(
    async ({ message, title }) => {
      const post = async (url: string, body: object) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        return res.json() as Promise<Record<string, string>>;
      };
      const voice = await post('/api/synthesize-voice', {
        script: 'Thank you for calling Corner Bakery. For orders, press 1. To leave a voicemail, press 2.',
        voiceGender: 'male',
        voiceAccent: 'en-US',
        voiceType: 'en-US-ken',
        pauseLength: 'medium',
        enableParagraphPauses: true,
      });
      const mix = await post('/api/mix-audio', {
        voiceAudioId: voice.audioId,
        musicTrackId: 'none',
        musicVolume: 0,
        message,
      });
      return (await post('/api/library', { audioId: mix.url!.split('/').at(-1), title })).success;
    },
    { message, title },
  );
  expect(status).toBe(true);
}

/** Chooses `option` in the combobox named `name` within `scope`. */
async function choose(page: Page, scope: ReturnType<Page['locator']>, name: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('a phone menu', () => {
  it('is built with a sub-menu, made, heard, downloaded for FreePBX and Genesys, and published on a phone link', async () => {
    // Step 1's Continue keeps the business profile a new menu starts from.
    const page = await fixtures.atVoiceStep('Harbour Dental');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Phone menus' }).click();
    await page.getByRole('heading', { name: 'Phone menus', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No phone menus yet' }).waitFor();
    await expectAccessible(page, 'Phone menus, none yet');
    await page.getByRole('link', { name: 'New phone menu' }).click();

    const editor = page.getByRole('form', { name: 'New phone menu' });
    // Prefilled from the profile, the prompts named from the menu's name.
    expect(await editor.getByRole('textbox', { name: 'Menu name' }).inputValue()).toBe('Harbour Dental');
    expect(await editor.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('Harbour Dental');
    expect(await editor.getByRole('textbox', { name: 'Prompt name prefix' }).inputValue()).toBe('harbour_dental');

    // Saving with the first option empty says what is missing beside it, in the contract's words.
    await editor.getByRole('button', { name: 'Save new menu' }).click();
    await editor.getByText(messages.phoneMenus.labelRequired).waitFor();
    await editor.getByText(messages.phoneMenus.numberInvalid).waitFor();
    await editor.getByText(words.fixFields).waitFor();

    const main = editor.getByRole('list', { name: 'Options of the main menu' });
    const first = main.locator(':scope > li').nth(0);
    await first.getByRole('textbox', { name: 'For' }).fill('appointments');
    await first.getByRole('textbox', { name: 'Number to connect' }).fill('+15551230001');

    // Option 2 opens a sub-menu of two options: an information message and a voicemail.
    const second = main.locator(':scope > li').nth(1);
    await second.getByRole('textbox', { name: 'For' }).fill('billing');
    await choose(page, second, 'Does', 'Open a sub-menu');
    const billing = editor.getByRole('list', { name: 'Options of the menu after 2' });
    const insurance = billing.locator(':scope > li').nth(0);
    await insurance.getByRole('textbox', { name: 'For' }).fill('insurance questions');
    await choose(page, insurance, 'Does', 'Play information');
    await editor.getByRole('button', { name: 'Add an option to 2' }).click();
    const plans = billing.locator(':scope > li').nth(1);
    await plans.getByRole('textbox', { name: 'For' }).fill('a payment plan');
    await choose(page, plans, 'Does', 'Take a voicemail');

    // A third option on 0, then moved above billing by its button.
    await editor.getByRole('button', { name: 'Add an option', exact: true }).click();
    const third = main.locator(':scope > li').nth(2);
    // Focus goes to what is written next: the new option's label, then its key field again once changed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('menu-option-3-label');
    await choose(page, third, 'Key', '0');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('menu-option-0-key');
    await third.getByRole('textbox', { name: 'For' }).fill('the front desk');
    await third.getByRole('textbox', { name: 'Number to connect' }).fill('+15551230002');
    await editor.getByRole('button', { name: 'Move option 0 up' }).click();
    const keys = await main
      .locator(':scope > li')
      .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
    expect(keys).toEqual(['Key 1: appointments', 'Key 0: the front desk', 'Key 2: billing']);

    // Always open, so the live menu answers with its options whatever the time the test runs.
    await editor.getByRole('button', { name: 'Remove these hours' }).click();
    await editor
      .getByText('No hours: the menu answers at all times, and the after-hours prompt never plays.')
      .waitFor();

    // The prompts follow the tree before it is saved; the holiday prompt goes off.
    const prompts = editor.getByRole('list', { name: 'Prompts' });
    await prompts.getByRole('listitem', { name: 'harbour_dental_info_2_1' }).getByText(words.notMade).waitFor();
    const holiday = prompts.getByRole('listitem', { name: 'harbour_dental_holiday' });
    await holiday.getByRole('switch', { name: 'Plays' }).click();
    await holiday.getByText(words.turnedOff).waitFor();

    await expectAccessible(page, 'New phone menu');
    await screenshot(page, 'phone-menu-new');
    await editor.getByRole('button', { name: 'Save new menu' }).click();
    await toastRegion(page).getByText(words.createdTitle).waitFor();
    await page.waitForURL(/\/phone-menus\/[0-9a-f-]{36}$/);
    await dismissToasts(page);

    // Saved: the studio wrote the other prompts' words; the greeting names the business.
    const saved = page.getByRole('form', { name: 'Edit Harbour Dental' });
    const savedPrompts = saved.getByRole('list', { name: 'Prompts' });
    const greeting = savedPrompts.getByRole('listitem', { name: 'harbour_dental_greeting' });
    expect(await greeting.getByRole('textbox', { name: 'Words' }).inputValue()).toContain('Harbour Dental');
    await greeting.getByText(words.notMade).waitFor();

    // The studio cannot know what to say about insurance: it asks, and Make waits for the words.
    const info = savedPrompts.getByRole('listitem', { name: 'harbour_dental_info_2_1' });
    const asked = formatMessage(messages.phoneMenus.infoNeedsWords, { label: 'insurance questions' });
    await info.getByText(asked).waitFor();
    expect(await saved.getByRole('button', { name: 'Make the menu' }).isDisabled()).toBe(true);
    await saved.locator('#menu-make-reason').getByText(asked).waitFor();
    await info
      .getByRole('textbox', { name: 'Words' })
      .fill('We accept most dental plans. Bring your card to every visit.');
    await saved.getByText(words.saveBeforeMake).waitFor();
    await saved.getByRole('button', { name: 'Save menu' }).click();
    await toastRegion(page).getByText(words.savedTitle).waitFor();
    await dismissToasts(page);

    // Made as one job, followed with its progress.
    await saved.getByRole('button', { name: 'Make the menu' }).click();
    await saved.getByRole('progressbar', { name: 'Making the menu' }).waitFor();
    await toastRegion(page)
      .getByText(formatMessage(words.made, { name: 'Harbour Dental' }))
      .waitFor({ timeout: 180_000 });
    await saved.getByText('Every prompt is made. Play each below.').waitFor();
    // Nothing is left to make, so no Make button stands beside it (issue 47).
    expect(await saved.getByRole('button', { name: /^Make the (?:menu|changed prompts)$/ }).count()).toBe(0);
    await dismissToasts(page);

    // Each prompt that plays is heard; the one turned off never plays.
    const names = await savedPrompts
      .locator(':scope > li')
      .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? ''));
    expect(names).toEqual([
      'harbour_dental_greeting',
      'harbour_dental_menu',
      'harbour_dental_menu_2',
      'harbour_dental_info_2_1',
      'harbour_dental_invalid',
      'harbour_dental_no_input',
      'harbour_dental_transfer',
      'harbour_dental_after_hours',
      'harbour_dental_holiday',
      'harbour_dental_voicemail',
    ]);
    for (const name of names.filter((n) => n !== 'harbour_dental_holiday')) {
      const row = savedPrompts.getByRole('listitem', { name, exact: true });
      await row.getByRole('button', { name: `Play ${name}`, exact: true }).click();
      await row.getByRole('button', { name: `Stop ${name}`, exact: true }).waitFor();
      await row.getByRole('button', { name: `Stop ${name}`, exact: true }).click();
    }
    await savedPrompts.getByRole('listitem', { name: 'harbour_dental_holiday' }).getByText(words.turnedOff).waitFor();

    // The packs: every prompt under its stable name, and the call-flow sheet.
    const freepbx = await downloads.save(page, () =>
      page.getByRole('button', { name: 'Asterisk / FreePBX pack' }).click(),
    );
    expect(freepbx.name).toBe('harbour-dental-freepbx-pack.zip');
    const freepbxFiles = zipEntryNames(freepbx.bytes);
    expect(freepbxFiles.some((f) => /harbour_dental_greeting/.test(f) && f.endsWith('.wav'))).toBe(true);
    expect(freepbxFiles.some((f) => f.endsWith('.html'))).toBe(true);
    expect(freepbxFiles.some((f) => /harbour_dental_holiday/.test(f))).toBe(false);
    const genesys = await downloads.save(page, () => page.getByRole('button', { name: 'Genesys Cloud pack' }).click());
    expect(genesys.name).toBe('harbour-dental-genesys-pack.zip');
    const genesysFiles = zipEntryNames(genesys.bytes);
    expect(genesysFiles.some((f) => f.endsWith('.csv'))).toBe(true);
    expect(genesysFiles.some((f) => /harbour_dental_menu_2/.test(f) && f.endsWith('.wav'))).toBe(true);

    await expectAccessible(page, 'A made phone menu');
    await screenshot(page, 'phone-menu-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'phone-menu-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Live from its own page, with nothing in the Library (issue 47): a link of its own, its TwiML
    // address, where that goes on Twilio, and what a call hears.
    const live = page.getByRole('region', { name: 'Live on your phone line' });
    await live.getByRole('button', { name: 'Put it on a phone link' }).click();
    await toastRegion(page)
      .getByText(formatMessage(linkWords.menuLinkCreated, { name: 'Harbour Dental' }))
      .waitFor();
    const pageTwiml = await live.getByRole('textbox', { name: 'Phone link 1: TwiML address' }).inputValue();
    expect(pageTwiml).toMatch(/\/phone\/[A-Za-z0-9_-]{43}\.xml$/);
    await expectTwilioSteps(live);
    await expectMenuAnswers(live, linkWords.menuOnlyAudio);
    await dismissToasts(page);
    await screenshot(page, 'phone-menu-live');

    // The list says it is made.
    await page.getByRole('link', { name: 'All phone menus' }).click();
    const list = page.getByRole('list', { name: 'Phone menus' });
    await list.getByText('Made: every prompt is ready').waitFor();
    await expectAccessible(page, 'Phone menus');

    // The Library, with no saved message, shows the menu's link and its prompts as one group, read-only.
    await page.getByRole('link', { name: 'Library', exact: true }).first().click();
    const menuLink = page.getByRole('region', { name: 'Phone link 1' });
    expect(await menuLink.getByRole('textbox', { name: 'TwiML address' }).inputValue()).toBe(pageTwiml);
    expect(await menuLink.getByRole('textbox', { name: 'MP3 address' }).count()).toBe(0);
    await expectTwilioSteps(menuLink);
    await expectMenuAnswers(menuLink, linkWords.menuOnlyAudio);
    const group = page.getByRole('region', { name: 'Harbour Dental' });
    const groupPrompts = group.getByRole('list', { name: 'Prompts of Harbour Dental' });
    await groupPrompts.getByText('harbour_dental_menu_2').waitFor();
    expect(await groupPrompts.getByRole('textbox').count()).toBe(0);
    await expectAccessible(page, 'Library with only a menu’s phone link');
    await screenshot(page, 'phone-menu-library');
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'phone-menu-library-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Twilio, calling the address, gets the menu.
    const twilio = await request.newContext({ extraHTTPHeaders: { 'User-Agent': 'TwilioProxy/1.1' } });
    const answer = await twilio.post(pageTwiml, {
      form: { CallSid: 'CA0123456789abcdef0123456789abcdef', From: '+15557654321', To: '+15551230000' },
    });
    expect(answer.status()).toBe(200);
    const body = await answer.text();
    expect(body).toContain('<Gather');
    expect(body).toMatch(/<Play>[^<]*\/prompts\/greeting\.v\d+\.mp3<\/Play>/);
    await twilio.dispose();

    // A saved message's link can answer with the menu too: its card says the menu's hours decide a call.
    await saveThroughApi(page, { script: 'Thank you for calling Harbour Dental.', title: 'Harbour greeting' });
    await page.reload();
    await page.getByRole('button', { name: 'Make a phone link', exact: true }).click();
    const messageLink = page.getByRole('region', { name: 'Phone link 2' });
    await choose(page, messageLink, 'Phone menu on the TwiML address', 'Harbour Dental');
    await toastRegion(page)
      .getByText(formatMessage(words.linkMenuSaved, { name: 'Harbour Dental' }))
      .waitFor();
    await expectMenuAnswers(messageLink, linkWords.menuDecides);
    // Under Other formats, closed: the TwiML address's hint says the menu answers there.
    await messageLink.getByText(linkWords.twimlMenuHint).waitFor({ state: 'attached' });
  });

  it('is offered for a phone link whose auto-attendant message has keys that do nothing, starting with its keys', async () => {
    const page = await fixtures.signedIn();
    await saveAttendantThroughApi(page, 'Bakery menu', {
      '1': 'orders',
      '2': 'to leave a voicemail',
      '0': 'the operator',
    });
    await page.goto(`${baseUrl()}/library`);
    await page.getByRole('button', { name: 'Make a phone link', exact: true }).click();
    const link = page.getByRole('region', { name: 'Phone link 1' });
    await link.getByText(formatMessage(words.keysDoNothing, { title: 'Bakery menu' })).waitFor();
    await dismissToasts(page);
    await expectAccessible(page, 'A phone link playing an auto-attendant message', '#phone-links');
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-menu-attendant-link', { fullPage: false });
    await link.getByRole('link', { name: words.makeItAMenu }).click();

    const editor = page.getByRole('form', { name: 'New phone menu' });
    expect(await editor.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('Corner Bakery');
    expect(await editor.getByRole('textbox', { name: 'Prompt name prefix' }).inputValue()).toBe('corner_bakery');
    const main = editor.getByRole('list', { name: 'Options of the main menu' });
    const keys = await main
      .locator(':scope > li')
      .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
    expect(keys).toEqual(['Key 1: orders', 'Key 2: to leave a voicemail', 'Key 0: the operator']);
    const voicemail = main.locator(':scope > li').nth(1);
    await voicemail.getByRole('combobox', { name: 'Does', exact: true }).getByText('Take a voicemail').waitFor();
    // The message never knew the numbers: the editor asks for them.
    await main.locator(':scope > li').nth(0).getByRole('textbox', { name: 'Number to connect' }).waitFor();
  });
});
