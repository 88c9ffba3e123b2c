import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { resolveFfmpeg } from '../../server/src/process/ffmpeg-binary.js';
import { probeFormat } from '../../server/src/process/measure.js';
import { expectAccessible } from './support/axe.js';
import {
  animationsSettled,
  baseUrl,
  dismissToasts,
  saveThroughApi,
  screenshot,
  startPlaying,
  toastRegion,
  VIEWPORTS,
  WAIT_MS,
  wizardStep,
} from './support/browser.js';
import { downloadFolder, zipEntryNames } from './support/downloads.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// On-hold programmes (issue 25) on a real server: three saved messages put in order on the
// Programmes page (by keyboard and by dragging), heard in order, saved, made (a long job with its
// progress), played, and downloaded as the MP3, as Asterisk's 8 kHz WAV and as the playlist zip.
const downloads = downloadFolder('programmes');
const fixtures = wizardFixtures('programmes');

const words = messages.programmeSuggestion;

/** What the suggestion dialog says while its job runs (record 156): waiting, then each message, then the programme. */
const JOB_SAYS =
  /^(?:Starting…|Waiting: \d+ jobs? ahead of yours\.|Message [1-3] of 3: (?:speaking|mixing with the music)…|Making the programme: \d+%)$/;

/**
 * Everything the dialog's progress says from now on, each change kept as it happens (a mutation
 * observer sees every one, however short), read back once the dialog is gone.
 */
async function sayingsOf(page: Page, dialog: Locator): Promise<() => Promise<string[]>> {
  await dialog.evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { sayings: string[] }).sayings = seen;
    new MutationObserver(() => {
      const progress = element.querySelector('[role="progressbar"]')?.parentElement;
      const text = progress?.querySelector('[role="status"]')?.textContent?.trim();
      if (text && text !== seen.at(-1)) seen.push(text);
    }).observe(element, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { sayings: string[] }).sayings);
}

/** The titles of the editor's list, top to bottom. */
async function order(page: Page): Promise<string[]> {
  const rows = page.getByRole('list', { name: 'Messages in playing order' }).getByRole('listitem');
  return (await rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))).map((label) =>
    label.replace(/^\d+\. /, ''),
  );
}

describe('an on-hold programme', () => {
  it('is built from three saved messages, reordered, heard, made and downloaded for a phone system', async () => {
    const page = await fixtures.signedIn();
    await saveThroughApi(page, {
      script: 'Thank you for calling Harbour Dental. We will be with you shortly.',
      title: 'Welcome',
    });
    await saveThroughApi(page, {
      script: 'Harbour Dental offers check-ups, cleaning and whitening.',
      title: 'Services',
    });
    await saveThroughApi(page, { script: 'Thank you for holding. Your call matters to us.', title: 'Thank you' });

    await page.goto(`${baseUrl()}/library`);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Programmes' }).click();
    await page.getByRole('heading', { name: 'Programmes', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New programme' }).click();
    const editor = page.getByRole('form', { name: 'New programme' });
    await editor.getByRole('textbox', { name: 'Programme name' }).fill('Harbour hold');

    // Saving with no messages says what is missing, in the contract's words.
    await editor.getByRole('button', { name: 'Save programme' }).click();
    await editor.getByText(messages.programmes.itemsRequired).waitFor();

    for (const title of ['Thank you', 'Welcome', 'Services']) {
      await editor.getByRole('combobox', { name: 'Add a message from your Library' }).click();
      await page.getByRole('option', { name: title, exact: true }).click();
      await editor.getByRole('button', { name: 'Add', exact: true }).click();
    }
    expect(await order(page)).toEqual(['Thank you', 'Welcome', 'Services']);

    // By keyboard: the Welcome's handle, arrow up, to the top; focus stays on it and the move is announced.
    await editor.getByRole('button', { name: 'Move Welcome', exact: true }).focus();
    await page.keyboard.press('ArrowUp');
    expect(await order(page)).toEqual(['Welcome', 'Thank you', 'Services']);
    await editor.getByText('Welcome moved to position 1 of 3.').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Welcome');

    // By dragging: the thank-you dropped on the last row ends the programme.
    const rows = editor.getByRole('list', { name: 'Messages in playing order' }).getByRole('listitem');
    await rows.nth(1).dragTo(rows.nth(2));
    expect(await order(page)).toEqual(['Welcome', 'Services', 'Thank you']);

    // Made for Asterisk, whose limits the programme is inside.
    await editor.getByRole('combobox', { name: 'Phone system' }).click();
    await page.getByRole('option', { name: 'Asterisk / FreePBX' }).click();
    await editor
      .getByRole('status', { name: 'Length and size' })
      .getByText(/^3 messages: \d:\d\d of 10:00/)
      .waitFor();

    // Heard in order before anything is made.
    await editor.getByRole('button', { name: 'Listen through' }).click();
    await editor.getByText(/^Message 1 of 3\./).waitFor();
    await editor.getByRole('button', { name: 'Stop listening' }).click();

    await expectAccessible(page, 'Programme editor');
    await screenshot(page, 'programme-editor');
    await editor.getByRole('button', { name: 'Save programme' }).click();
    await toastRegion(page).getByText(messages.programmeScreens.savedTitle).waitFor();
    await dismissToasts(page);

    const card = page.getByRole('region', { name: 'Harbour hold' });
    await card.getByRole('list', { name: 'Messages of Harbour hold' }).getByText('Thank you').waitFor();
    await card.getByRole('button', { name: 'Make programme' }).click();
    await card.getByRole('progressbar', { name: 'Making the programme' }).waitFor();
    await toastRegion(page).getByText('“Harbour hold” is ready to play and download.').waitFor();
    await card.getByRole('button', { name: 'Make it again' }).waitFor();
    await card.getByText(/^Made .* · \d:\d\d · /).waitFor();
    await dismissToasts(page);

    // Issue 47: the player says how far it is and how long it runs, and moves to any point.
    const player = card.getByRole('region', { name: 'Listen to Harbour hold' });
    const position = player.getByRole('slider', { name: 'Playback position' });
    const times = player.getByText(/^\d:\d\d \/ \d:\d\d$/);
    const total = (await card.getByText(/^Made .* · \d:\d\d · /).textContent())!.split(' · ')[1]!;
    expect(await times.textContent()).toBe(`0:00 / ${total}`);
    await startPlaying(player, 'Harbour hold');
    expect(await position.getAttribute('aria-valuetext')).toMatch(/^0:0\d of \d:\d\d$/);
    await player.getByRole('button', { name: 'Pause Harbour hold', exact: true }).click();
    await player.getByRole('button', { name: 'Play Harbour hold', exact: true }).waitFor();
    // By keyboard, paused: Home to the start, then two seconds on, and Play goes on from there.
    await position.press('Home');
    await expect.poll(() => times.textContent()).toMatch(/^0:00 \//);
    await position.press('ArrowRight');
    await position.press('ArrowRight');
    await expect.poll(() => times.textContent()).toMatch(/^0:02 \//);
    expect(await position.getAttribute('aria-valuetext')).toMatch(/^0:02 of \d:\d\d$/);
    await player.getByRole('button', { name: 'Play Harbour hold', exact: true }).click();
    await expect.poll(async () => Number(await position.inputValue()), { timeout: WAIT_MS }).toBeGreaterThan(2);
    await player.getByRole('button', { name: 'Pause Harbour hold', exact: true }).click();

    const ffmpeg = (await resolveFfmpeg()).path;
    const mp3 = await downloads.save(page, () => card.getByRole('button', { name: 'Download MP3' }).click());
    expect(mp3.name).toBe('harbour-hold.mp3');
    const mp3Format = await probeFormat(ffmpeg, mp3.file);
    expect(mp3Format.codec).toBe('mp3');

    const wav = await downloads.save(page, () =>
      card.getByRole('button', { name: 'Download for Asterisk / FreePBX' }).click(),
    );
    expect(wav.name).toBe('harbour-hold-8khz-pcm.wav');
    const wavFormat = await probeFormat(ffmpeg, wav.file);
    expect(wavFormat).toMatchObject({ codec: 'pcm_s16le', sampleRate: 8000, channels: 1 });
    expect(Math.abs(wavFormat.durationSeconds - mp3Format.durationSeconds)).toBeLessThan(0.2);

    const playlist = await downloads.save(page, () =>
      card.getByRole('button', { name: 'Download as a playlist' }).click(),
    );
    expect(playlist.name).toBe('harbour-hold-playlist.zip');
    expect(playlist.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    // One file per message, numbered, the welcome first (names read from the zip's local headers).
    const names = zipEntryNames(playlist.bytes);
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^01-welcome\.wav$/);
    expect(names[2]).toMatch(/^03-thank-you\.wav$/);

    await expectAccessible(page, 'Programmes with a made programme');
    await screenshot(page, 'programmes-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'programmes-phone');
  });

  it('is suggested from the business profile, edited, and made in one go in the studio’s voice for the phone system asked', async () => {
    // Step 1's Continue keeps the business profile the suggestion is written from; step 2's voice is Natalie.
    const page = await fixtures.atVoiceStep('Harbour Dental');
    const voiceStep = wizardStep(page, 'Voice Selection');
    await voiceStep.getByText('Female', { exact: true }).click();
    await voiceStep.getByRole('radio', { name: 'Natalie' }).check();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Programmes' }).click();
    await page.getByRole('heading', { name: 'Save a few messages first' }).waitFor();
    await page.getByRole('button', { name: words.button }).click();
    const dialog = page.getByRole('dialog', { name: words.dialogTitle });
    const welcome = dialog.getByRole('textbox', { name: 'Script' }).first();
    expect(await welcome.inputValue()).toContain('Harbour Dental');

    // Kept short for the test: the welcome, what the practice offers and the thank-you.
    const parts = words.parts;
    for (const part of [parts.team, parts.website, parts.hours, parts.promotion]) {
      const remove = dialog.getByRole('button', { name: `${words.remove} Harbour Dental – ${part}` });
      if (await remove.count()) await remove.click();
    }
    await welcome.fill('Welcome to Harbour Dental. Thank you for calling; we will be with you in a moment.');
    const order = dialog.getByRole('heading', { name: words.order });
    await order.waitFor();
    const played = await dialog.getByRole('region', { name: words.order }).getByRole('listitem').allInnerTexts();
    expect(played).toEqual([parts.welcome, parts.services, parts.thanks].map((part) => `Harbour Dental – ${part}`));

    // The voice chosen in the studio, and the phone system asked here (record 156).
    expect(await dialog.getByRole('combobox', { name: words.voiceLabel }).textContent()).toContain('Natalie');
    const system = dialog.getByRole('combobox', { name: 'Phone system' });
    expect(await system.textContent()).toContain('Another system');
    await system.click();
    await page.getByRole('option', { name: 'RingCentral' }).click();
    await animationsSettled(page);
    await screenshot(page, 'programme-suggestion', { fullPage: false });

    // One click: every stage the dialog says is one of the job's, in order, until the dialog closes.
    const said = await sayingsOf(page, dialog);
    await page.setViewportSize(VIEWPORTS.phone);
    await dialog.getByRole('button', { name: words.make }).click();
    // For the eye only (it may already be made): the progress on a phone.
    await screenshot(page, 'programme-suggestion-making-phone', { fullPage: false });
    await dialog.waitFor({ state: 'detached' });
    await page.setViewportSize(VIEWPORTS.desktop);
    const stages = await said();
    expect(stages.length).toBeGreaterThan(0);
    for (const text of stages) expect(text).toMatch(JOB_SAYS);
    const messageNumbers = stages.flatMap((text) => /^Message (\d) of 3/.exec(text)?.[1] ?? []).map(Number);
    expect(messageNumbers).toEqual([...messageNumbers].sort());
    await toastRegion(page).getByText('“Harbour Dental on hold” is ready to play and download.').waitFor();
    await dismissToasts(page);

    // Made, with no second click: the card plays it, for RingCentral.
    const card = page.getByRole('region', { name: 'Harbour Dental on hold' });
    const list = card.getByRole('list', { name: 'Messages of Harbour Dental on hold' });
    await list.getByText(`Harbour Dental – ${parts.welcome}`).waitFor();
    const titles = await list.getByRole('listitem').allInnerTexts();
    expect(titles[0]).toContain(parts.welcome);
    expect(titles.at(-1)).toContain(parts.thanks);
    await card.getByText(/for RingCentral$/).waitFor();
    await card.getByRole('button', { name: 'Make it again' }).waitFor();
    expect(await card.getByRole('button', { name: 'Make programme' }).count()).toBe(0);
    await startPlaying(card, 'Harbour Dental on hold');
    await card.getByRole('button', { name: 'Pause Harbour Dental on hold', exact: true }).click();

    // Every message in the studio's voice.
    const voices = await page.evaluate(async () => {
      const { items } = (await (await fetch('/api/library')).json()) as { items: { id: string }[] };
      return Promise.all(
        items.map(
          async ({ id }) => (await (await fetch(`/api/library/${id}`)).json()).recipe.voice.voiceType as string,
        ),
      );
    });
    expect(voices).toEqual(['en-US-natalie', 'en-US-natalie', 'en-US-natalie']);
    await screenshot(page, 'programme-suggestion-made');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'programme-suggestion-made-phone');

    // Each message is a Library item the user can reopen, the welcome with the words typed here.
    await page.goto(`${baseUrl()}/library`);
    await page
      .getByRole('list', { name: 'Saved messages' })
      .getByRole('listitem', { name: `Harbour Dental – ${parts.welcome}` })
      .getByText('Welcome to Harbour Dental. Thank you for calling; we will be with you in a moment.')
      .waitFor();
  });
});
