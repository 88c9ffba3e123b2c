import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { MusicTrack } from '#common/schemas/music.js';
import { resolveFfmpeg } from '../../server/src/process/ffmpeg-binary.js';
import { bassHeavyFile, lineToneFile } from '../../server/src/testing/audio-fixtures.js';
import {
  baseUrl,
  dismissToasts,
  browserForFile,
  screenshot,
  signedInPage,
  toastRegion,
  VIEWPORTS,
} from './support/browser.js';
import { E2E_ADMIN } from './support/constants.js';

const browser = browserForFile();
let tmpDir: string;
/** A real 3-second MP3 in the telephone band, so the server's checks run for real and it goes live at once. */
let mp3Path: string;
/** A real 5-second MP3 with its weight in the bass: a phone line takes most of it away, so it is held (record 106). */
let bassPath: string;

beforeAll(async () => {
  tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-admin-music-'));
  mp3Path = path.join(tmpDir, 'calm-loop.mp3');
  bassPath = path.join(tmpDir, 'deep-bass.mp3');
  const ffmpeg = (await resolveFfmpeg()).path;
  await fs.writeFile(mp3Path, await lineToneFile(ffmpeg, 3));
  await fs.writeFile(bassPath, await bassHeavyFile(ffmpeg, 5));
});
afterAll(() => fs.rm(tmpDir, { recursive: true, force: true }));

/** Fills the upload form the way an admin does and waits for the server's answer. */
async function uploadTrack(
  page: Page,
  track: { id: string; name: string; description: string },
  file = mp3Path,
): Promise<void> {
  const upload = page.getByRole('region', { name: 'Upload a track' });
  await upload.getByLabel('MP3 file').setInputFiles(file);
  await upload.getByText(path.basename(file)).waitFor();
  await upload.getByLabel('Track ID').fill(track.id);
  await upload.getByLabel('Track name').fill(track.name);
  await upload.getByLabel('Description').fill(track.description);
  await upload.getByRole('button', { name: 'Upload track' }).click();
  await toastRegion(page).getByText(messages.music.uploadSuccess).waitFor();
}

/** The ids a signed-in user is offered in step 4, asked with this page's user session. */
async function usersChoices(page: Page): Promise<string[]> {
  const res = await page.request.get(`${baseUrl()}/api/music-tracks`);
  return ((await res.json()) as MusicTrack[]).map((t) => t.id);
}

/** A new signed-in user who then logs in to the admin area, as a person would; answers their page. */
async function openAdminArea(
  email: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const page = await signedInPage(browser(), email, viewport);
  await page.goto(`${baseUrl()}/admin`);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
  await toastRegion(page).getByText(messages.admin.loginSuccess).waitFor();
  await dismissToasts(page);
  return page;
}

describe('admin music management', () => {
  it('uploads a track, plays and stops it, then deletes it after confirming', async () => {
    const page = await openAdminArea('music-admin@brightsmile.test');
    const list = page.getByRole('region', { name: 'Music tracks' });
    await list.getByRole('button', { name: 'Play Corporate Upbeat' }).waitFor();

    await uploadTrack(page, {
      id: 'e2e-calm-loop',
      name: 'E2E Calm Loop',
      description: 'A soft test tone for the browser spec.',
    });
    const upload = page.getByRole('region', { name: 'Upload a track' });
    const row = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'E2E Calm Loop' }) });
    await row.waitFor();
    expect(await row.getByText('0:03').count()).toBe(1);
    expect(await row.getByText('Uploaded', { exact: true }).count()).toBe(1);
    expect(await row.getByText('A soft test tone for the browser spec.').count()).toBe(1);
    // A phone line carries it: live at once, nothing to publish.
    const available = formatMessage(messages.music.availableDescription, { name: 'E2E Calm Loop' });
    expect(await toastRegion(page).getByText(available).count()).toBe(1);
    expect(await row.getByText(messages.music.heldBadge, { exact: true }).count()).toBe(0);
    expect(await usersChoices(page)).toContain('e2e-calm-loop');
    // The form is ready for the next track.
    expect(await upload.getByLabel('Track ID').inputValue()).toBe('');

    await row.getByRole('button', { name: 'Play E2E Calm Loop' }).click();
    await row.getByRole('button', { name: 'Stop E2E Calm Loop' }).waitFor();
    await screenshot(page, 'admin-music-playing-desktop');
    await row.getByRole('button', { name: 'Stop E2E Calm Loop' }).click();
    await row.getByRole('button', { name: 'Play E2E Calm Loop' }).waitFor();

    // Built-in tracks cannot be deleted, so they have no Delete button.
    expect(await list.getByRole('button', { name: 'Delete Corporate Upbeat' }).count()).toBe(0);

    await row.getByRole('button', { name: 'Delete E2E Calm Loop' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: 'Delete E2E Calm Loop' }).click();
    await dialog.getByRole('heading', { name: /E2E Calm Loop/ }).waitFor();
    // Let the opening animation finish so the picture shows the dialog as a person sees it.
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await screenshot(page, 'admin-music-delete-dialog-desktop');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastRegion(page).getByText(messages.music.deleted).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await list.getByRole('button', { name: 'Play Corporate Upbeat' }).waitFor();
    expect(await list.getByRole('heading', { name: 'E2E Calm Loop' }).count()).toBe(0);
    await page.context().close();
  });

  it('holds a track that mostly vanishes on a phone line until the admin publishes it', async () => {
    const page = await openAdminArea('music-holds@brightsmile.test');
    const list = page.getByRole('region', { name: 'Music tracks' });
    await list.getByRole('button', { name: 'Play Corporate Upbeat' }).waitFor();

    await uploadTrack(
      page,
      { id: 'e2e-deep-bass', name: 'E2E Deep Bass', description: 'Mastered for loudspeakers, all bass.' },
      bassPath,
    );
    const held = formatMessage(messages.music.heldDescription, { name: 'E2E Deep Bass' });
    await toastRegion(page).getByText(held).waitFor();
    await dismissToasts(page);
    const row = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'E2E Deep Bass' }) });
    await row.getByText(messages.music.heldBadge, { exact: true }).waitFor();
    expect(await row.getByText(messages.music.phoneLineWarningTitle).count()).toBe(1);
    expect(await row.textContent()).toMatch(/"E2E Deep Bass" loses \d+\.\d dB on a phone line: about \d+% of/);
    expect(await row.getByText(messages.music.heldNotice).count()).toBe(1);
    expect(await list.getByText(/· \d+ held$/).count()).toBe(1);
    expect(await usersChoices(page)).not.toContain('e2e-deep-bass');

    // The admin can listen to it before deciding.
    await row.getByRole('button', { name: 'Play E2E Deep Bass' }).click();
    await row.getByRole('button', { name: 'Stop E2E Deep Bass' }).click();
    await row.getByRole('button', { name: 'Play E2E Deep Bass' }).waitFor();
    await row.screenshot({ path: path.resolve('test-results/screenshots/admin-music-held-row-desktop.png') });
    await screenshot(page, 'admin-music-held-desktop');

    await row.getByRole('button', { name: 'Publish anyway: E2E Deep Bass' }).click();
    await toastRegion(page).getByText(messages.music.published).waitFor();
    await row.getByText(messages.music.heldBadge, { exact: true }).waitFor({ state: 'detached' });
    expect(await row.getByRole('button', { name: /Publish anyway/ }).count()).toBe(0);
    expect(await row.getByText(messages.music.phoneLineWarningTitle).count()).toBe(0);
    expect(await usersChoices(page)).toContain('e2e-deep-bass');
    await page.reload();
    await row.getByRole('button', { name: 'Play E2E Deep Bass' }).waitFor();
    expect(await row.getByText(messages.music.heldBadge, { exact: true }).count()).toBe(0);
    expect((await page.request.delete(`${baseUrl()}/api/music-tracks/e2e-deep-bass`)).status()).toBe(200);
    await page.context().close();
  });

  it('refuses a bad upload in the browser with the spec words', async () => {
    const page = await openAdminArea('music-checks@brightsmile.test');
    const upload = page.getByRole('region', { name: 'Upload a track' });

    await upload.getByRole('button', { name: 'Upload track' }).click();
    await toastRegion(page).getByText(messages.music.noFileSelected).waitFor();
    await dismissToasts(page);

    await upload.getByLabel('MP3 file').setInputFiles(mp3Path);
    // The id follows the name in the only form ids take, until the admin types one.
    await upload.getByLabel('Track name').fill('Café Calm — Loop 2');
    expect(await upload.getByLabel('Track ID').inputValue()).toBe('cafe-calm-loop-2');
    await upload.getByLabel('Track ID').fill('Calm Loop');
    await upload.getByLabel('Track name').fill('Calm Loop');
    expect(await upload.getByLabel('Track ID').inputValue()).toBe('Calm Loop');
    await upload.getByRole('button', { name: 'Upload track' }).click();
    await toastRegion(page).getByText(messages.music.invalidIdFormat).waitFor();
    expect(await toastRegion(page).getByText(messages.music.invalidIdFormatDetail).count()).toBe(1);
    await page.context().close();
  });

  it('counts each field near its limit, keeps what is past it, and refuses it in plain words (record 094)', async () => {
    const page = await openAdminArea('music-limits@brightsmile.test');
    const upload = page.getByRole('region', { name: 'Upload a track' });
    await upload.getByLabel('MP3 file').setInputFiles(mp3Path);
    const name = 'Lobby piano '.repeat(7); // 84 characters
    await upload.getByLabel('Track name').fill(name);
    expect(await upload.getByLabel('Track name').inputValue()).toBe(name); // nothing cut
    const tooLong = 'Track name must be 80 characters or fewer';
    expect(await page.locator('#music-track-name-error').textContent()).toBe(tooLong);
    expect(await page.locator('#music-track-name-hint').textContent()).toBe('84 of 80 characters');
    // The id suggested from the name stops at its own limit, and says how near it is.
    expect(await page.locator('#music-track-id-hint').textContent()).toContain('59 of 60 characters');
    await upload.getByLabel('Description').fill('d'.repeat(250));
    expect(await page.locator('#music-track-description-hint').textContent()).toBe('250 of 300 characters');

    await upload.getByRole('button', { name: 'Upload track' }).click();
    await toastRegion(page).getByText(tooLong).waitFor();
    await dismissToasts(page);
    await upload.getByLabel('Track name').fill(name.trim().slice(0, 80));
    expect(await page.locator('#music-track-name-error').count()).toBe(0);
    await page.context().close();
  });

  it.each(Object.entries(VIEWPORTS))('looks right at %s width', async (name, viewport) => {
    const page = await openAdminArea(`music-screens-${name}@brightsmile.test`, viewport);
    await page
      .getByRole('region', { name: 'Music tracks' })
      .getByRole('button', { name: 'Play Corporate Upbeat' })
      .waitFor();
    // One held upload, so the picture shows its badges, its warning, Publish anyway and Delete too.
    const id = `lobby-piano-${name}`;
    await uploadTrack(
      page,
      { id, name: 'Lobby Piano', description: 'Our own recording for the reception line.' },
      bassPath,
    );
    await page.getByRole('button', { name: 'Delete Lobby Piano' }).waitFor();
    await page.getByRole('button', { name: 'Publish anyway: Lobby Piano' }).waitFor();
    await dismissToasts(page);
    await screenshot(page, `admin-music-${name}`);
    expect((await page.request.delete(`${baseUrl()}/api/music-tracks/${id}`)).status()).toBe(200);
    await page.context().close();
  });
});
