import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { startServerProcess, type ServerProcess } from '../../server/src/testing/server-process.js';
import { startFakeLlmServer, type FakeLlmServer } from '../../server/src/scripts/testing/fake-llm-server.js';
import {
  animationsSettled,
  dismissToasts,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
  toastRegion,
  type ServerUnderTest,
  VIEWPORTS,
  wizardStep,
} from './support/browser.js';

// The business's English words offered in Spanish (record 155), end to end: a real server process
// with an LLM configured, pointed at the chat-completions stand-in on loopback (no test calls a real
// LLM). The translation fills the Spanish fields for the owner to change; only Continue keeps them.
let llm: FakeLlmServer;
let server: ServerProcess;
let site: ServerUnderTest;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  llm = await startFakeLlmServer();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-e2e-translation-'));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: 'local-test',
    LOG_LEVEL: 'warn',
  });
  site = { url: server.url, dataDir };
  browser = await launchBrowser();
  page = await (await newContext(browser, VIEWPORTS.desktop, { baseURL: server.url })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await llm?.close();
  if (site) await fs.rm(site.dataDir, { recursive: true, force: true });
});

const readProfile = () =>
  page.evaluate(
    async () => (await (await fetch('/api/profile', { cache: 'no-store' })).json()) as { profile: unknown },
  );

describe('Translate from English', () => {
  it('fills the Spanish fields for the owner to check and change, kept only on Continue; says why when it cannot', async () => {
    await signIn(page, 'translation@rapidflow.test', site);
    const stepOne = wizardStep(page, 'Business Information');
    await stepOne.getByRole('textbox', { name: 'Company name' }).fill('Rapid Flow Plumbing');
    await stepOne.getByRole('switch', { name: 'Use a custom sector' }).click();
    await stepOne.getByRole('textbox', { name: 'Custom sector', exact: true }).fill('24/7 emergency plumbing');
    await stepOne
      .getByRole('textbox', { name: 'Key products or services', exact: true })
      .fill('Burst pipes and leak detection');
    await stepOne.getByRole('radio', { name: /^Spanish/ }).check();

    // A model that does not answer: the owner is told, and the fields stay as they were.
    llm.answer({ kind: 'status', status: 500 });
    const translate = stepOne.getByRole('button', { name: messages.spanishWords.translate });
    await translate.click();
    await toastRegion(page).getByText(messages.spanishWords.translationFailed).waitFor();
    const sector = stepOne.getByRole('textbox', { name: 'Custom sector in Spanish' });
    const services = stepOne.getByRole('textbox', { name: 'Key products or services in Spanish' });
    expect(await services.inputValue()).toBe('');
    await dismissToasts(page);

    llm.answer({
      kind: 'content',
      content: JSON.stringify({
        customSector: 'Plomería de emergencia 24/7',
        keyProducts: 'Tuberías reventadas y detección de fugas',
        promotionItems: [],
      }),
    });
    await translate.click();
    await toastRegion(page).getByText(messages.spanishWords.translatedTitle).waitFor();
    expect(await sector.inputValue()).toBe('Plomería de emergencia 24/7');
    expect(await services.inputValue()).toBe('Tuberías reventadas y detección de fugas');
    // The model was sent the English words, and nothing is kept yet.
    expect(JSON.parse(llm.requests.at(-1)!.body.messages.at(-1)!.content)).toMatchObject({
      customSector: '24/7 emergency plumbing',
      keyProducts: 'Burst pipes and leak detection',
    });
    expect(await readProfile()).toEqual({ profile: null });

    // Pictures of the filled section with its button, for a person to look at.
    await dismissToasts(page);
    await animationsSettled(page);
    await screenshot(page, 'spanish-translation-step1-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await animationsSettled(page);
    await screenshot(page, 'spanish-translation-step1-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The owner says it their way, then continues: that is what is kept.
    await services.fill('Tuberías rotas y detección de fugas');
    await stepOne.getByRole('button', { name: 'Continue' }).click();
    await wizardStep(page, 'Voice Selection').waitFor();
    await expect.poll(readProfile).toMatchObject({
      profile: {
        spanishCustomSector: 'Plomería de emergencia 24/7',
        spanishKeyProducts: 'Tuberías rotas y detección de fugas',
      },
    });
  });
});
