import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wizardFixtures } from './support/wizard-fixtures.js';
import { animationsSettled, baseUrl, dismissToasts, screenshot, startPlaying, VIEWPORTS } from './support/browser.js';

// Hearing the message as callers do (issue 10): step 4's live preview of the voice over the chosen
// track and volume, and the "On a phone line" choice in step 5 and the Library, each rendered by
// the server from the real codecs.
// Each test starts from its own fixture (record 065); `page` is that test's page.
let page: Page;
const fixtures = wizardFixtures('phone-line');
const COMPANY = 'Harbour View Dental';

const step = (name: string) => page.getByRole('region', { name });

/**
 * The next response whose URL passes `match`, checked as an MP3 (media loads give no body to read,
 * so its declared size). Stored audio answers the player's `Range: bytes=0-` with 206 and the whole
 * file; a preview made on the fly answers 200.
 */
/** The MP3 `action` makes the page fetch; answers its URL. */
async function mp3Response(match: (url: URL) => boolean, action: () => Promise<unknown>): Promise<URL> {
  const [response] = await Promise.all([page.waitForResponse((r: Response) => match(new URL(r.url()))), action()]);
  expect([200, 206]).toContain(response.status());
  expect(response.headers()['content-type']).toBe('audio/mpeg');
  expect(Number(response.headers()['content-length'])).toBeGreaterThan(10_000);
  return new URL(response.url());
}

/**
 * The live preview `action` asks for (GET /api/mix-preview?…, a job: record 102), and the MP3 the
 * page then plays once the job has made it (GET /api/mix-preview/:id); answers the asking URL.
 */
async function livePreview(match: (url: URL) => boolean, action: () => Promise<unknown>): Promise<URL> {
  const [asked] = await Promise.all([
    page.waitForRequest((r) => match(new URL(r.url()))),
    mp3Response((url) => url.pathname.startsWith('/api/mix-preview/'), action),
  ]);
  return new URL(asked.url());
}

describe('hearing the message as callers do', () => {
  it('step 4 previews the voice over the chosen track and volume, and follows changes while it plays', async () => {
    page = await fixtures.atMusicStep(COMPANY);

    const music = step('Background Music');
    await music.getByText('Your voice recording is ready.', { exact: false }).waitFor();
    const preview = music.getByRole('button', { name: 'Preview with your voice' });
    const first = await livePreview(
      (url) => url.pathname === '/api/mix-preview',
      () => preview.click(),
    );
    expect(first.searchParams.get('musicTrackId')).toBe('corporate-upbeat');
    expect(first.searchParams.get('musicVolume')).toBe('15');
    await music.getByRole('button', { name: 'Stop the preview with your voice' }).waitFor();

    // While it plays, a new volume and then a new track are heard once they settle.
    const louder = await livePreview(
      (url) => url.pathname === '/api/mix-preview' && url.searchParams.get('musicVolume') === '60',
      () => music.getByRole('slider', { name: 'Music volume' }).fill('60'),
    );
    expect(louder.searchParams.get('voiceAudioId')).toBe(first.searchParams.get('voiceAudioId'));
    const jazz = await livePreview(
      (url) => url.pathname === '/api/mix-preview' && url.searchParams.get('musicTrackId') === 'soft-jazz',
      () => music.getByRole('group', { name: 'Background music' }).getByRole('radio', { name: 'Soft Jazz' }).click(),
    );
    expect(jazz.searchParams.get('musicVolume')).toBe('60');
    await dismissToasts(page).catch(() => undefined);
    await screenshot(page, 'step4-live-preview-desktop');
    await music.getByRole('button', { name: 'Stop the preview with your voice' }).click();
    await preview.waitFor();
  });

  it('step 5 plays the file, or the message on a landline, a mobile or a wideband line', async () => {
    page = await fixtures.atResultStep(COMPANY);
    const result = step('Final Audio Preview');
    const hear = result.getByRole('radiogroup', { name: 'Hear it' });
    expect(await hear.getByRole('radio', { name: 'This file' }).getAttribute('aria-checked')).toBe('true');

    // The waveform is drawn from the line's audio as soon as it is chosen.
    const landline = await mp3Response(
      (url) => url.pathname.endsWith('/export/preview-landline'),
      () => hear.getByRole('radio', { name: 'On a phone line' }).click(),
    );
    expect(landline.pathname).toMatch(/^\/api\/audio\/[0-9a-f-]{36}\/export\/preview-landline$/);
    const kind = result.getByRole('radiogroup', { name: 'Kind of line' });
    expect(await kind.getByRole('radio', { name: 'Landline (G.711)' }).getAttribute('aria-checked')).toBe('true');
    await result.getByText('G.711 µ-law at 8 kHz', { exact: false }).waitFor();
    await startPlaying(result);

    // Switching while it plays goes on playing, now the mobile line.
    await mp3Response(
      (url) => url.pathname.endsWith('/export/preview-mobile'),
      () => kind.getByRole('radio', { name: 'Mobile (GSM)' }).click(),
    );
    await result.getByRole('button', { name: 'Pause message' }).waitFor();
    await result.getByText('GSM 06.10', { exact: false }).waitFor();
    // And the wideband line: G.722 at 16 kHz (record 140).
    await mp3Response(
      (url) => url.pathname.endsWith('/export/preview-wideband'),
      () => kind.getByRole('radio', { name: 'Wideband (G.722)' }).click(),
    );
    await result.getByRole('button', { name: 'Pause message' }).waitFor();
    await result.getByText('G.722 at 16 kHz', { exact: false }).waitFor();
    await result.getByRole('button', { name: 'Pause message' }).click();
    await kind.getByRole('radio', { name: 'Landline (G.711)' }).click();
    await result.getByTestId('waveform').locator('canvas').first().waitFor();
    await dismissToasts(page).catch(() => undefined);
    await screenshot(page, 'step5-phone-line-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    // Waits for what a person would see: the page laid out at phone width, its moves finished.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await animationsSettled(page);
    await screenshot(page, 'step5-phone-line-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    await hear.getByRole('radio', { name: 'This file' }).click();
    expect(await result.getByRole('radiogroup', { name: 'Kind of line' }).count()).toBe(0);
  });

  it('the Library plays a saved message on a phone line too', async () => {
    page = await fixtures.atResultStep(COMPANY);
    const result = step('Final Audio Preview');
    await result.getByRole('button', { name: 'Save to Library' }).click();
    // Kept once: step 5 now says where, and offers no second save (record 108).
    await result.getByRole('status').filter({ hasText: 'In your Library as' }).waitFor();
    await page.goto(`${baseUrl()}/library`);
    const row = page.getByRole('listitem', { name: /Harbour View Dental/ }).first();
    await row.waitFor();
    await row.getByRole('radiogroup', { name: 'Hear it' }).getByRole('radio', { name: 'On a phone line' }).click();
    await row.getByRole('radiogroup', { name: 'Kind of line' }).getByRole('radio', { name: 'Mobile (GSM)' }).click();
    await mp3Response(
      (url) => url.pathname.endsWith('/export/preview-mobile'),
      () => row.getByRole('button', { name: /^Play Harbour View Dental/ }).click(),
    );
    await row.getByRole('button', { name: /^Stop Harbour View Dental/ }).waitFor();
    await screenshot(page, 'library-phone-line-desktop');
    await row.getByRole('button', { name: /^Stop Harbour View Dental/ }).click();
  });
});
