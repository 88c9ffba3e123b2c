import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { startServerProcess, type ServerProcess } from '../../server/src/testing/server-process.js';
import { FAKE_KEY, startFakeStudio, type FakeStudio } from '../../server/src/voice/testing/fake-studio.js';
import {
  dismissToasts,
  launchBrowser,
  signIn,
  toastRegion,
  type ServerUnderTest,
  walkToMusicStep,
  newContext,
} from './support/browser.js';

// A studio voice service that fails, end to end: a real server process with a Murf key, pointed at a
// stand-in for Murf on loopback that answers 500 (no test calls the real service). The user is offered
// the offline voice on step 5, and the real offline engine then makes the message.
let studio: FakeStudio;
let server: ServerProcess;
let site: ServerUnderTest;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  studio = await startFakeStudio();
  studio.mode = 'server-error';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-e2e-studio-'));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    MURF_API_KEY: FAKE_KEY,
    MURF_API_URL: studio.url,
    LOG_LEVEL: 'warn',
  });
  site = { url: server.url, dataDir };
  browser = await launchBrowser();
  page = await (await newContext(browser, { width: 1280, height: 900 }, { baseURL: server.url })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await studio?.close();
  if (site) await fs.rm(site.dataDir, { recursive: true, force: true });
});

const step = (name: string) => page.getByRole('region', { name });

describe('a studio voice that fails', () => {
  it('offers the offline voice on step 5, which then makes the message', async () => {
    await signIn(page, 'studio-failure@brightsmile.test', site);
    await walkToMusicStep(page, 'Bright Smile Dental');

    await step('Background Music').getByText('The voice recording is not ready', { exact: false }).waitFor();
    await dismissToasts(page);
    await step('Background Music').getByRole('button', { name: 'Continue' }).click();

    const result = step('Final Audio Preview');
    await toastRegion(page).getByText(messages.generation.voiceFailedTitle, { exact: true }).waitFor();
    const murfCalls = studio.requests.filter((r) => r.path === '/v1/speech/generate').length;
    expect(murfCalls).toBeGreaterThan(0);

    await result.getByRole('button', { name: 'Try again with the offline voice' }).click();
    await result.getByText('Your audio message is ready!').waitFor();
    // The offline engine made it: Murf was not asked again.
    expect(studio.requests.filter((r) => r.path === '/v1/speech/generate')).toHaveLength(murfCalls);
    const summary = await result.getByRole('region', { name: 'Summary' }).textContent();
    expect(summary).toContain('Ken');
  });
});
