import { request, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { LibraryItem } from '#common/schemas/library.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { expectAccessible } from './support/axe.js';
import {
  animationsSettled,
  baseUrl,
  dismissToasts,
  saveThroughApi,
  screenshot,
  toastRegion,
  VIEWPORTS,
} from './support/browser.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// Phone links (issue 26, record 110) through the Library page, on a real server: a link made from a
// saved message, its address copied, a holiday rule for today in the link's zone, what plays now and
// next read from the server, a moment checked, and the address fetched as a phone system would
// (no cookies). Then the holiday message is deleted and its rule says the default plays instead.
// An on-hold programme (issue 40) is chosen in the link editor and served at the link's address; one
// never made cannot be chosen, one changed since says the link plays its last render, and deleting
// it says what the link plays instead.
const fixtures = wizardFixtures('phone-links');

const ZONE = 'Pacific/Auckland';
const words = messages.phoneLinkScreens;

/** JSON through the signed-in page's own session, as the app sends it. */
async function call<T>(page: Page, method: string, url: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    { method, url, body },
  );
}

/** A programme of the user's saved messages with these titles, as the Programmes page saves one. */
async function saveProgramme(page: Page, title: string, itemTitles: string[]): Promise<ProgrammeReply> {
  const { items } = await call<{ items: LibraryItem[] }>(page, 'GET', '/api/library');
  const itemIds = itemTitles.map((name) => items.find((item) => item.title === name)!.id);
  const settings = { title, itemIds, trackId: 'soft-jazz', volume: 20, gapSeconds: 5, targetSystem: 'asterisk' };
  return (await call<{ programme: ProgrammeReply }>(page, 'POST', '/api/programmes', settings)).programme;
}

/** A calendar date in `zone`, `days` from now: `2026-12-24`. */
function dateIn(zone: string, days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(Date.now() + days * 86_400_000));
}

describe('a phone link', () => {
  it('plays a holiday message today, says when the default returns, and serves its MP3 to anyone with the address', async () => {
    const page = await fixtures.signedIn();
    await saveThroughApi(page, {
      script: 'Thank you for calling Harbour Kitchen. Please stay on the line.',
      title: 'Main greeting',
    });
    await saveThroughApi(page, {
      script: 'Harbour Kitchen is closed for the holiday. We reopen soon.',
      title: 'Holiday closure',
    });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}/library`);
    const saved = page.getByRole('list', { name: 'Saved messages' });
    const mainRow = saved.getByRole('listitem', { name: 'Main greeting' });

    // Made from the item's row: the link plays it, and the row says it is live.
    await mainRow.getByRole('button', { name: 'Make a phone link for Main greeting' }).click();
    const link = page.getByRole('region', { name: 'Phone link 1' });
    await link.waitFor();
    await mainRow.getByText(words.live).waitFor();
    await link
      .getByRole('status', { name: 'What plays now' })
      .getByText('Plays now: Main greeting (the default).')
      .waitFor();
    await link.getByText('Not fetched yet').waitFor();

    // Copy puts the MP3 address on the clipboard.
    const address = await link.getByRole('textbox', { name: 'MP3 address' }).inputValue();
    expect(address).toMatch(/^http:\/\/.+\.mp3$/);
    await link.getByRole('button', { name: 'Copy MP3 address' }).click();
    await toastRegion(page).getByText(words.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // A holiday for today on Auckland's clocks, playing the second message.
    await link.getByRole('combobox', { name: 'Time zone' }).click();
    await page.getByRole('option', { name: /^Pacific\/Auckland/ }).click();
    await link.getByRole('button', { name: 'Add holiday or dates' }).click();
    const rule = link.getByRole('listitem', { name: 'Rule 1: Holiday or dates' });
    await rule.getByRole('combobox', { name: 'Plays' }).click();
    await page.getByRole('option', { name: 'Holiday closure' }).click();
    await rule.getByLabel('From').fill(dateIn(ZONE));
    await rule.getByLabel('To (the whole day)').fill(dateIn(ZONE));
    await link.getByRole('button', { name: 'Save schedule' }).click();
    await toastRegion(page).getByText(words.saved).waitFor();

    const now = link.getByRole('status', { name: 'What plays now' });
    await now.getByText('Plays now: Holiday closure (rule 1).').waitFor();
    // The holiday ends at midnight on Auckland's clocks, and the default comes back.
    await now.getByText(/^Next change: \w{3}, \w{3} \d{1,2}, \d{4}, 12:00 AM → Main greeting$/).waitFor();
    await saved.getByRole('listitem', { name: 'Holiday closure' }).getByText(words.live).waitFor();

    // Any moment, asked of the server: tomorrow noon plays the default again.
    await link.getByLabel('Check a date and time').fill(`${dateIn(ZONE, 1)}T12:00`);
    await link.getByRole('button', { name: 'Check', exact: true }).click();
    await link
      .getByRole('status', { name: 'Plays at the chosen time' })
      .getByText('Then plays: Main greeting (the default).')
      .waitFor();

    await dismissToasts(page);
    await expectAccessible(page, 'Library with a phone link', '#phone-links');
    await screenshot(page, 'phone-links-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'phone-links-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    // A phone system fetches the address with no session at all and gets the holiday's audio.
    const phoneSystem = await request.newContext({ extraHTTPHeaders: { 'User-Agent': 'TwilioProxy/1.1' } });
    const response = await phoneSystem.get(address);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('audio/mpeg');
    const audio = await response.body();
    expect(audio.byteLength).toBeGreaterThan(10_000);
    // An MP3 opens with an ID3 tag or a frame sync.
    expect(audio.subarray(0, 3).toString('latin1') === 'ID3' || audio[0] === 0xff).toBe(true);
    await phoneSystem.dispose();
    await page.reload();
    await link.getByText(/^Last fetched (just now|1 minute ago) by TwilioProxy\/1\.1$/).waitFor();
  });

  it('warns before its message is deleted, then marks the rule whose message is gone', async () => {
    const page = await fixtures.signedIn();
    await saveThroughApi(page, { script: 'Thank you for calling Corner Bakery.', title: 'Main greeting' });
    await saveThroughApi(page, { script: 'Corner Bakery is closed tonight.', title: 'After hours' });
    await page.goto(`${baseUrl()}/library`);
    const saved = page.getByRole('list', { name: 'Saved messages' });
    await saved
      .getByRole('listitem', { name: 'Main greeting' })
      .getByRole('button', { name: 'Make a phone link for Main greeting' })
      .click();
    const link = page.getByRole('region', { name: 'Phone link 1' });
    await link.getByRole('button', { name: 'Add outside business hours' }).click();
    const rule = link.getByRole('listitem', { name: 'Rule 1: Outside business hours' });
    // Weekdays 9 to 5 by default; Saturday mornings added as a second row.
    await rule.getByRole('button', { name: 'Add opening hours' }).click();
    await rule.getByLabel('Opens').nth(1).fill('10:00');
    await rule.getByLabel('Closes').nth(1).fill('13:00');
    await link.getByRole('button', { name: 'Save schedule' }).click();
    await toastRegion(page).getByText(words.saved).waitFor();
    await dismissToasts(page);

    await saved
      .getByRole('listitem', { name: 'After hours' })
      .getByRole('button', { name: 'Delete After hours' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
    await confirm.getByText(words.deleteLiveRule, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await rule.getByText(words.brokenRule).waitFor();
    await link.getByText(`Rule 1: ${words.brokenRule}`).waitFor();
    await screenshot(page, 'phone-links-broken-rule');

    // The Guide's Twilio card says a link keeps the line current, and leads back to the section.
    await page.goto(`${baseUrl()}/guide`);
    const twilio = page.getByRole('region', { name: 'Twilio' });
    await twilio.getByText(/TwiML address/).waitFor();
    await screenshot(page, 'phone-links-guide');
    await twilio.getByRole('link', { name: /Phone links/ }).click();
    await page.getByRole('heading', { name: 'Phone links', level: 2 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/library');
  });

  it('plays a programme chosen in the link editor, says when it is out of date, and what plays once it is deleted', async () => {
    const page = await fixtures.signedIn();
    await saveThroughApi(page, { script: 'Thank you for calling Harbour Dental.', title: 'Welcome' });
    await saveThroughApi(page, { script: 'Thank you for holding. We will be with you shortly.', title: 'Thank you' });
    const spring = await saveProgramme(page, 'Spring hold', ['Welcome', 'Thank you']);
    // Made as the Make button makes it: the render job, waited for.
    const made = await call<{ programme: ProgrammeReply }>(page, 'POST', `/api/programmes/${spring.id}/render`);
    const render = made.programme.render!;
    await saveProgramme(page, 'Autumn hold', ['Thank you']);

    await page.goto(`${baseUrl()}/library`);
    const saved = page.getByRole('list', { name: 'Saved messages' });
    await saved
      .getByRole('listitem', { name: 'Welcome' })
      .getByRole('button', { name: 'Make a phone link for Welcome' })
      .click();
    const link = page.getByRole('region', { name: 'Phone link 1' });
    await link.getByText('Plays now: Welcome (the default).').waitFor();

    // The default offers the programmes beside the messages: one never made cannot be chosen, and the hint says why.
    const schedule = link.getByRole('form', { name: 'Schedule' });
    await schedule.getByText(words.notMadeHint).first().waitFor();
    await dismissToasts(page);
    await schedule.getByRole('combobox', { name: 'Plays by default' }).click();
    const programmes = page.getByRole('group', { name: 'Programmes' });
    expect(await programmes.getByRole('option', { name: `Autumn hold (${words.notMadeYet})` }).isDisabled()).toBe(true);
    await animationsSettled(page);
    await screenshot(page, 'phone-links-programme-choice', { fullPage: false });
    await programmes.getByRole('option', { name: 'Spring hold' }).click();
    await link.getByRole('button', { name: 'Save schedule' }).click();
    await toastRegion(page).getByText(words.saved).waitFor();
    await link
      .getByRole('status', { name: 'What plays now' })
      .getByText('Plays now: the programme Spring hold (the default).')
      .waitFor();

    // A phone system fetching the address gets the programme's render.
    const address = await link.getByRole('textbox', { name: 'MP3 address' }).inputValue();
    const phoneSystem = await request.newContext();
    const response = await phoneSystem.get(address);
    expect(response.status()).toBe(200);
    expect(response.headers()['etag']).toBe(`"${render.audioId}.mp3"`);
    expect((await response.body()).byteLength).toBe(render.byteSize);
    await phoneSystem.dispose();

    // Changed since it was made: the link plays its last render, and says so.
    await call(page, 'PUT', `/api/programmes/${spring.id}`, {
      title: 'Spring hold',
      itemIds: spring.itemIds,
      trackId: 'soft-jazz',
      volume: 20,
      gapSeconds: 8,
      targetSystem: 'asterisk',
    });
    await page.reload();
    await link
      .getByText(formatMessage(words.outOfDate, { title: 'Spring hold' }))
      .first()
      .waitFor();
    await dismissToasts(page);
    await expectAccessible(page, 'A phone link playing a programme', '#phone-links');
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-links-programme');

    // Deleting it says what the link plays instead, then the link says it has nothing to play.
    await page.goto(`${baseUrl()}/programmes`);
    await page.getByRole('button', { name: 'Delete Spring hold' }).click();
    const confirm = page.getByRole('dialog', { name: messages.programmeScreens.deleteConfirmTitle });
    await confirm.getByText(words.deleteLiveDefault, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastRegion(page).getByText(messages.programmeScreens.deleted).waitFor();
    await page.goto(`${baseUrl()}/library`);
    await link.getByText(words.noDefault).waitFor();
    await link.getByText('Plays now: nothing (the default was deleted).').waitFor();
  });
});
