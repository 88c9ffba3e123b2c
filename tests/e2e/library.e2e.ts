import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '#common/format.js';
import { messages } from '#common/messages.js';
import type { LibraryItem } from '#common/schemas/library.js';
import { resolveFfmpeg } from '../../server/src/process/ffmpeg-binary.js';
import { probeFormat } from '../../server/src/process/measure.js';
import {
  baseUrl,
  browserForFile,
  mixThroughApi,
  newContext,
  screenshot,
  signIn,
  VIEWPORTS,
} from './support/browser.js';
import { downloadFolder } from './support/downloads.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// The Library and the Implementation Guide: a final mix made through the APIs (the wizard's later
// steps have their own spec), saved from the Guide, played, downloaded, exported, deleted.
// Each test starts from its own fixture: a new user, with a mix made through the APIs when it needs one.
const browser = browserForFile();
let page: Page;
const downloads = downloadFolder('library');
const fixtures = wizardFixtures('library', browser);

/**
 * A new user whose mix has been saved to the Library from the Guide; the page is on that Guide. With a
 * type, the Guide is opened as step 5 links it (`?type=`), and the save keeps that type.
 */
async function userWithSavedMessage(type?: string): Promise<{ page: Page; mixId: string }> {
  const page = await fixtures.signedIn();
  return { page, mixId: await savedFromGuide(page, type) };
}

/** A mix made through the APIs and saved from the Guide, as `userWithSavedMessage` does for `page`'s user. */
async function savedFromGuide(page: Page, type?: string): Promise<string> {
  const mixId = await mixThroughApi(page, {
    script: 'Thank you for calling. Please stay on the line.',
    musicTrackId: 'corporate-upbeat',
    musicVolume: 15,
  });
  await page.goto(`${baseUrl()}/guide?audio=${mixId}${type ? `&type=${type}` : ''}`);
  await page.getByRole('heading', { name: 'Implementation Guide', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Save to Library' }).click();
  // Saved without a title, it is named by its type ("Voicemail Greeting – …"), else "On-hold message – …".
  await page
    .getByText(type === 'voicemail' ? /Downloads are for “Voicemail Greeting/ : /Downloads are for “On-hold message/)
    .waitFor();
  return mixId;
}

/** Keeps a business profile in `timeZone` for the signed-in user, as step 1's Continue does. */
async function keepProfileIn(page: Page, timeZone: string): Promise<void> {
  const status = await page.evaluate(
    async (profile) =>
      (
        await fetch('/api/profile', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(profile),
        })
      ).status,
    {
      companyName: 'Line Islands Dive',
      companyWebsite: '',
      industry: 'healthcare',
      useCustomSector: false,
      customSector: '',
      keyProducts: 'Dive trips',
      timeZone,
      messageLength: 'short',
      tone: 'friendly',
      enableParagraphPauses: false,
      pauseLength: 'medium',
    },
  );
  if (status !== 200) throw new Error(`PUT /api/profile: ${status}`);
}

const toasts = () => page.getByRole('region', { name: /Notifications/ });
const VOICEMAIL_TITLE = /^Voicemail Greeting – \w{3}, \w{3} \d{1,2}, \d{4}$/;

/** Desktop then phone pictures, from a fresh load so no toast covers the page. */
async function screenshotsOf(name: string) {
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('status', { name: /Loading/ }).waitFor({ state: 'detached' });
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Clicks `button`, saves the download and returns its name and ffmpeg's reading of it. */
async function download(click: () => Promise<void>) {
  const { name, file } = await downloads.save(page, click);
  return { name, format: await probeFormat((await resolveFfmpeg()).path, file) };
}

/**
 * A business's zone whose day is neither UTC's nor the device's from now until a message is saved
 * (five minutes at most), whatever the hour the test runs at: the business on UTC+14 or UTC-11, the
 * device in Chicago or Tokyo. No zone's day differs from UTC's on both sides of UTC's midnight, so
 * in the five minutes before it the test waits for the clock to pass it.
 */
async function zonesApart(): Promise<{ business: string; device: string }> {
  for (;;) {
    const now = Date.now();
    const moments = [now, now + 5 * 60_000].map((ms) => new Date(ms));
    const apart = (a: string, b: string) => moments.every((at) => formatDate(at, a) !== formatDate(at, b));
    for (const business of ['Pacific/Kiritimati', 'Pacific/Pago_Pago'])
      for (const device of ['America/Chicago', 'Asia/Tokyo'])
        if (apart(business, 'UTC') && apart(business, device)) return { business, device };
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

describe('Library and Implementation Guide', () => {
  it('starts with an empty Library that points to the studio', async () => {
    page = await fixtures.signedIn();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Library' }).click();
    await page.getByRole('heading', { name: 'Library', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No saved messages yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create a message' }).getAttribute('href')).toBe('/');
  });

  it('saves the current mix to the Library from the Guide', async () => {
    let mixId: string;
    ({ page, mixId } = await userWithSavedMessage());
    await toasts().getByText(messages.library.savedTitle, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('audio')).not.toBe(mixId);
  });

  it('downloads the 3CX file as 8 kHz 16-bit mono WAV and the Avaya one as HoldMusic.wav', async () => {
    ({ page } = await userWithSavedMessage());
    const threeCx = await download(() => page.getByRole('button', { name: 'Download for 3CX' }).click());
    expect(threeCx.name).toMatch(/^on-hold-message-\w{3}-\w{3}-\d{1,2}-\d{4}-8khz-pcm\.wav$/);
    expect(threeCx.format).toMatchObject({ codec: 'pcm_s16le', sampleRate: 8000, channels: 1 });
    expect(threeCx.format.durationSeconds).toBeGreaterThan(3);
    const avaya = await download(() => page.getByRole('button', { name: 'Download for Avaya IP Office' }).click());
    expect(avaya.name).toBe('HoldMusic.wav');
    // Other uses have steps of their own; only hold music needs Avaya's fixed file name.
    await page.getByRole('tab', { name: 'Voicemail greeting' }).click();
    const cisco = page.getByRole('list', { name: 'Voicemail greeting on Cisco (CUCM / UCCX)' });
    expect(await cisco.textContent()).toContain('Cisco Unity Connection Administration');
    const avayaGreeting = await download(() =>
      page.getByRole('button', { name: 'Download for Avaya IP Office' }).click(),
    );
    expect(avayaGreeting.name).toMatch(/-8khz-pcm\.wav$/);
    await page.getByRole('tab', { name: 'Music on hold' }).click();
    const twilio = await download(() => page.getByRole('button', { name: 'Download for Twilio' }).click());
    expect(twilio.format).toMatchObject({ codec: 'pcm_mulaw', sampleRate: 8000, channels: 1 });
    await screenshotsOf('guide');
  });

  it('lists the saved message, plays it, downloads it', async () => {
    ({ page } = await userWithSavedMessage('voicemail'));
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Library' }).click();
    const item = page.getByRole('list', { name: 'Saved messages' }).getByRole('listitem');
    await item.first().waitFor();
    expect(await item.count()).toBe(1);
    const title = (await item.first().getAttribute('aria-label'))!;
    expect(title).toMatch(VOICEMAIL_TITLE);

    await page.getByRole('button', { name: `Play ${title}` }).click();
    await page.getByRole('button', { name: `Stop ${title}` }).waitFor();
    await page.getByRole('button', { name: `Stop ${title}` }).click();
    await page.getByRole('button', { name: `Play ${title}` }).waitFor();

    const mp3 = await download(() => page.getByRole('button', { name: `Download ${title}` }).click());
    expect(mp3.name).toMatch(/^voicemail-greeting-\w{3}-\w{3}-\d{1,2}-\d{4}\.mp3$/);
    expect(mp3.format).toMatchObject({ codec: 'mp3', sampleRate: 44100, bitrateKbps: 128 });
    await screenshotsOf('library');

    // Its Guide link opens the Guide for this item, on the tab for the type it was saved as (record
    // 099), with nothing left to save.
    const guideLink = page.getByRole('link', { name: `Install guide for ${title}` });
    expect(new URL((await guideLink.getAttribute('href'))!, baseUrl()).searchParams.get('type')).toBe('voicemail');
    await guideLink.click();
    await page.getByText(`Downloads are for “${title}”`).waitFor();
    expect(await page.getByRole('button', { name: 'Save to Library' }).count()).toBe(0);
    const voicemailTab = page.getByRole('tab', { name: 'Voicemail greeting' });
    expect(await voicemailTab.getAttribute('aria-selected')).toBe('true');
    // With no ?type, the Guide takes the type from the Library item it shows, here the newest.
    await page.goto(`${baseUrl()}/guide`);
    await page.getByText(`Downloads are for “${title}”`).waitFor();
    expect(await voicemailTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Music on hold' }).getAttribute('aria-selected')).toBe('false');
  });

  it('deletes it after confirmation', async () => {
    ({ page } = await userWithSavedMessage());
    await page.goto(`${baseUrl()}/library`);
    const title = (await page
      .getByRole('list', { name: 'Saved messages' })
      .getByRole('listitem')
      .first()
      .getAttribute('aria-label'))!;
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toasts().getByText(messages.library.deletedTitle, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'No saved messages yet' }).waitFor();
    // The row went with its Delete button: focus is on the screen's main content, not <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it(
    "dates titles and rows on the business's clock, another day than UTC's (record 136)",
    async () => {
      // Neither the device's clock nor UTC's can pass for the business's.
      const { business: zone, device } = await zonesApart();
      const context = await newContext(browser(), VIEWPORTS.desktop, { timezoneId: device });
      try {
        page = await context.newPage();
        await signIn(page, `library-clock-${Date.now()}@e2e.test`);
        await keepProfileIn(page, zone);
        await savedFromGuide(page);
        const [item] = (await (await page.request.get(`${baseUrl()}/api/library`)).json()).items as LibraryItem[];
        const day = formatDate(item!.createdAt, zone);
        expect(day).not.toBe(formatDate(item!.createdAt, 'UTC'));
        expect(day).not.toBe(formatDate(item!.createdAt, device));
        expect(item!.title).toBe(`On-hold message – ${day}`);

        await page.goto(`${baseUrl()}/library`);
        const row = page.getByRole('list', { name: 'Saved messages' }).getByRole('listitem', { name: item!.title });
        // The row says the day and the time it was saved, on the business's clock.
        await row.getByText(`saved ${formatDateTime(item!.createdAt, zone)}`).waitFor();
        await screenshotsOf('library-business-clock');
      } finally {
        await context.close();
      }
    },
    600_000 /* five minutes more: the wait for UTC's midnight */,
  );

  it('the Guide says how to make a message when there is none', async () => {
    page = await fixtures.signedIn();
    await page.goto(`${baseUrl()}/guide`);
    await page.getByText('No message yet').waitFor();
    // Music on hold first, unless the link names another type.
    expect(await page.getByRole('tab', { name: 'Music on hold' }).getAttribute('aria-selected')).toBe('true');
    await page.goto(`${baseUrl()}/guide?type=after-hours`);
    await page.getByRole('list', { name: 'After-hours & holiday on Microsoft Teams' }).waitFor();
    expect(await page.getByRole('tab', { name: 'After-hours & holiday' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('button', { name: 'Download for 3CX' }).isDisabled()).toBe(true);
    await screenshot(page, 'guide-empty-desktop');
  });
});
