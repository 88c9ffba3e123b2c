import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Response,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { signedOutMessages } from '#common/signed-out-messages.js';
import { loginLinkFrom, readOutbox } from '../../../server/src/testing/mail.js';

/** Debian's Chromium, with the flags this workplace needs (no sandbox as root, no background network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * One browser for the spec file that calls this: launched before its tests and closed after them.
 * It exists only once they start, so the spec gets a function that returns it.
 */
export function browserForFile(): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  return () => browser;
}

export const baseUrl = () => inject('baseUrl');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** A running server under test: the suite's shared one, unless a spec starts its own. */
export interface ServerUnderTest {
  url: string;
  dataDir: string;
}

const sharedServer = (): ServerUnderTest => ({ url: baseUrl(), dataDir: inject('dataDir') });

/** Waits for the newest outbox mail to `email` and returns its login link. */
export async function loginLinkFor(email: string, server = sharedServer()): Promise<string> {
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline;) {
    const mails = (await readOutbox(server.dataDir)).filter((m) =>
      m.toLowerCase().includes(`to: ${email.toLowerCase()}`),
    );
    if (mails.length > 0) return loginLinkFrom(mails.at(-1)!).toString();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no login mail to ${email}`);
}

/**
 * Signs a new user in as a person would: ask for a link, open it from the mail, and press
 * 'Continue now' rather than wait out the 2-second redirect (sign-in.e2e.ts checks that one).
 */
export async function signIn(page: Page, email: string, server = sharedServer()): Promise<void> {
  await page.goto(server.url);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Login Link' }).click();
  await page.getByText(/Check your email/).waitFor();
  await page.goto(await loginLinkFor(email, server));
  const studio = page.getByRole('heading', { name: 'AI Voice Studio', level: 1 });
  const label = signedOutMessages.verify.continueNow;
  await page.getByRole('button', { name: label }).or(studio).first().waitFor();
  // On a loaded machine the redirect can come first: the click happens in the page, at once, only
  // if the button is still there, so the race cannot leave the helper waiting for a gone button.
  await page.evaluate(
    (text) => [...document.querySelectorAll('button')].find((b) => b.textContent === text)?.click(),
    label,
  );
  await studio.waitFor();
}

/**
 * A page of a new visitor (a browser context of its own, as another device would be) signed in as
 * `email`; `viewport` and `options` as for newContext.
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await newContext(browser, viewport, options)).newPage();
  await signIn(page, email);
  return page;
}

/** Resolves once no CSS animation or transition is running (step moves, toasts, the waveform's redraw). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Screenshots land in test-results/screenshots for a person to look at; the whole page unless told. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = path.resolve('test-results/screenshots');
  await fs.mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

// Each spec file runs in a fresh module, so the count starts at a random point of 10.0.0.0/8.
let visitors = randomInt(1, 2 ** 24 - 2 ** 16);

/**
 * How long a spec waits for the app (a voice made, a download, a element shown) before it calls it
 * a hang: long past what a loaded 2-core machine takes (record 148). It is no speed check; the
 * benches measure speed.
 */
export const WAIT_MS = 120_000;

/**
 * A new browser context: a new visitor, with an address of its own as the trusted proxy reports it
 * (global-setup.ts). `options` adds to it, e.g. the device's time zone.
 */
export async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  visitors += 1;
  const address = `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
  const context = await browser.newContext({
    baseURL: baseUrl(),
    ...options,
    viewport,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  context.setDefaultTimeout(WAIT_MS);
  return context;
}

/** The toast area, where every toast shows (one at a time). */
export const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/**
 * Closes the toasts on show, the queued ones too. A toast may sit over what a test clicks next
 * (on phones at the bottom, where Continue is), and Radix pauses its timer while the pointer is over it, so a test that clicks there
 * closes them first; the pointer then leaves, or the next toast would open under it and stay.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = toastRegion(page).getByRole('button', { name: 'Dismiss notification' });
  await expect
    .poll(
      async () => {
        if ((await close.count()) === 0) return 0;
        // It may be closing already, and gone before the click lands.
        await close
          .first()
          .click({ timeout: 1000 })
          .catch(() => undefined);
        await page.mouse.move(0, 0);
        return close.count();
      },
      { timeout: WAIT_MS },
    )
    .toBe(0);
}

/**
 * Presses Play on the player in `region` (step 5's message, a made programme: `subject`) and checks
 * that it plays: the button turns to Pause and the playback position moves past 0. It is left playing.
 */
export async function startPlaying(region: Locator, subject = 'message'): Promise<void> {
  await region.getByRole('button', { name: `Play ${subject}`, exact: true }).click();
  await region.getByRole('button', { name: `Pause ${subject}`, exact: true }).waitFor();
  // The slider counts whole seconds: the first takes a second of playing.
  await expect
    .poll(async () => Number(await region.getByRole('slider', { name: 'Playback position' }).inputValue()), {
      timeout: WAIT_MS,
    })
    .toBeGreaterThan(0);
}

/** The wizard's region for a step, by its heading. */
export const wizardStep = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * Steps 1 to 3 as a user walks them: the company and its industry, the default voice, a generated
 * script (which names the company), then Continue to step 4.
 */
export async function walkToMusicStep(page: Page, company: string, industry = 'Healthcare'): Promise<void> {
  await page.getByRole('textbox', { name: 'Company name' }).fill(company);
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: industry }).click();
  await wizardStep(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();
  await wizardStep(page, 'Voice Selection').getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Generate AI Script' }).click();
  await expect.poll(() => page.getByRole('textbox', { name: 'Your script' }).inputValue()).toContain(company);
  await wizardStep(page, 'Message Type and Content').getByRole('button', { name: 'Continue' }).click();
}

/**
 * The reply a job-backed call ends with (record 102): the page asked with `Prefer: respond-async`,
 * so `accepted` (202) names the job, which is followed here to its result.
 */
export async function jobResult(page: Page, accepted: Response): Promise<Record<string, unknown>> {
  let status = (await accepted.json()) as { id: string; state: string; result?: Record<string, unknown> };
  while (status.state === 'queued' || status.state === 'running')
    status = (await (await page.request.get(`${baseUrl()}/api/jobs/${status.id}?waitMs=5000`)).json()) as typeof status;
  return status.result ?? {};
}

/**
 * A final mix made through the APIs from the signed-in page, as the wizard's last steps would: the
 * offline voice Ken speaks `script`, mixed over `musicTrackId` (as `messageType` when given). Returns
 * the mix's audio id.
 */
export function mixThroughApi(
  page: Page,
  {
    script,
    musicTrackId,
    musicVolume,
    messageType,
  }: { script: string; musicTrackId: string; musicVolume: number; messageType?: string },
): Promise<string> {
  return page.evaluate(
    async ({ script, musicTrackId, musicVolume, messageType }) => {
      const post = async (url: string, body: object) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      const voice = (await post('/api/synthesize-voice', {
        script,
        voiceGender: 'male',
        voiceAccent: 'en-US',
        voiceType: 'en-US-ken',
        pauseLength: 'medium',
        enableParagraphPauses: true,
      })) as { audioId: string };
      const mix = (await post('/api/mix-audio', {
        voiceAudioId: voice.audioId,
        musicTrackId,
        musicVolume,
        ...(messageType && { messageType }),
      })) as { url: string };
      return mix.url.split('/').at(-1)!;
    },
    { script, musicTrackId, musicVolume, messageType },
  );
}

/** A final mix made through the APIs and saved to the Library as `title`, as the wizard's last steps would. */
export async function saveThroughApi(
  page: Page,
  {
    script,
    title,
    musicTrackId = 'none',
    musicVolume = 0,
  }: { script: string; title: string; musicTrackId?: string; musicVolume?: number },
): Promise<void> {
  const audioId = await mixThroughApi(page, { script, musicTrackId, musicVolume });
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/library', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { audioId, title },
  );
  if (status !== 200) throw new Error(`POST /api/library: ${status}`);
}

/** Every voice request the page makes from now on (the one made ahead in step 3, step 4's head start), as sent. */
export function voiceRequests(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.startsWith('/api/synthesize-voice'))
      sent.push(request.postDataJSON() as Record<string, unknown>);
  });
  return sent;
}
