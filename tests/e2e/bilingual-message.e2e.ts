import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_GAP_SECONDS } from '#common/bilingual.js';
import { messages } from '#common/messages.js';
import { countWords } from '#common/script-stats.js';
import { resolveFfmpeg } from '../../server/src/process/ffmpeg-binary.js';
import { probeFormat } from '../../server/src/process/measure.js';
import {
  animationsSettled,
  dismissToasts,
  mixThroughApi,
  screenshot,
  startPlaying,
  toastRegion,
  VIEWPORTS,
  voiceRequests,
  wizardStep,
  WAIT_MS,
} from './support/browser.js';
import { downloadFolder } from './support/downloads.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// Bilingual messages (issue 39, record 145): a greeting said in English, then in Spanish by a
// Spanish voice, in one file; and an auto-attendant that offers Spanish on a key no option uses.
// The screens stay in English.
const downloads = downloadFolder('bilingual');
const fixtures = wizardFixtures('bilingual-message');
const COMPANY = 'Riverside Dental';
/** The services as typed on the English screens, and as the owner gives them in Spanish (record 155). */
const ENGLISH_SERVICES = 'Check-ups, teeth whitening and emergency care';
const SPANISH_SERVICES = 'revisiones, blanqueamiento dental y atención de urgencias';

/** The desktop picture, then the phone one, both of the whole page; back to desktop width. */
async function screenshotsOf(page: Page, name: string) {
  await dismissToasts(page);
  await animationsSettled(page);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A toast queued behind the first shows now; the page would scroll above it in the picture.
  await dismissToasts(page);
  await animationsSettled(page);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
  await animationsSettled(page);
}

/** Step 1 with the business filled in and the other language turned on by its switch, named `choice`. */
async function bilingualStepOne(page: Page, choice: string) {
  await page.getByRole('textbox', { name: 'Company name' }).fill(COMPANY);
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Healthcare' }).click();
  await page.getByRole('switch', { name: choice }).click();
}

/** Steps 4 and 5: the voice made, mixed, and the result shown. */
async function makeTheMessage(page: Page) {
  const music = wizardStep(page, 'Background Music');
  await music.getByText('Your voice recording is ready.', { exact: false }).waitFor();
  await music.getByRole('button', { name: 'Continue' }).click();
  const result = wizardStep(page, 'Final Audio Preview');
  await result.getByText('Your audio message is ready!').waitFor();
  return result;
}

/** The length ffprobe measures of an MP3 the page downloads from `url` (the user's own audio). */
async function measuredSeconds(page: Page, url: string, name: string): Promise<number> {
  const reply = await page.request.get(url);
  expect(reply.status()).toBe(200);
  const file = downloads.pathOf(name);
  await fs.writeFile(file, await reply.body());
  const format = await probeFormat((await resolveFfmpeg()).path, file);
  expect(format.codec).toBe('mp3');
  return format.durationSeconds;
}

/** The English script alone, said by Ken over the same music: what the bilingual file is compared with. */
async function englishAloneUrl(page: Page, script: string, messageType: string): Promise<string> {
  const audioId = await mixThroughApi(page, { script, musicTrackId: 'corporate-upbeat', musicVolume: 15, messageType });
  return `/api/audio/${audioId}`;
}

describe('a bilingual message', () => {
  it('says a greeting in English and then in Spanish, in one file', async () => {
    const page = await fixtures.signedIn();
    const sent = voiceRequests(page);

    // Step 1: English, and Spanish too in the same file.
    await bilingualStepOne(page, 'Also in Spanish, in the same file');
    await screenshotsOf(page, 'bilingual-step1');
    await wizardStep(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();

    // Step 2: the English voices, then the Spanish ones with their previews; Mateo, a man, as Ken is.
    const voiceStep = wizardStep(page, 'Voice Selection');
    const spanishVoices = voiceStep.getByRole('group', { name: 'Spanish voice' });
    await spanishVoices.getByRole('radio', { name: 'Mateo' }).waitFor();
    expect(await spanishVoices.getByRole('radio').count()).toBe(2);
    expect(await spanishVoices.getByRole('radio', { name: 'Lucía' }).count()).toBe(1);
    expect(await spanishVoices.getByRole('radio', { name: 'Mateo' }).isChecked()).toBe(true);
    expect(await spanishVoices.getByRole('button', { name: 'Play Lucía preview' }).count()).toBe(1);
    expect(
      await voiceStep.getByRole('group', { name: 'English voice' }).getByRole('radio', { name: 'Ken' }).isChecked(),
    ).toBe(true);
    await spanishVoices.getByRole('radio', { name: 'Lucía' }).check();
    expect(await spanishVoices.getByRole('radio', { name: 'Lucía' }).isChecked()).toBe(true);
    await screenshotsOf(page, 'bilingual-step2');
    await voiceStep.getByRole('button', { name: 'Next' }).click();

    // Step 3: one Generate writes both; the Spanish one is marked Spanish and written in it.
    const scriptStep = wizardStep(page, 'Message Type and Content');
    const english = scriptStep.getByRole('textbox', { name: 'English script' });
    const spanish = scriptStep.getByRole('textbox', { name: 'Spanish script' });
    expect(await spanish.getAttribute('lang')).toBe('es');
    expect(await english.getAttribute('lang')).toBe('en');
    // Without the Spanish script, Continue says what is missing.
    await english.fill(`Thank you for calling ${COMPANY}. Please stay on the line.`);
    expect(await scriptStep.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await scriptStep.getByRole('button', { name: 'Generate AI Script' }).click();
    await expect.poll(() => spanish.inputValue(), { timeout: WAIT_MS }).toContain(COMPANY);
    await expect.poll(() => english.inputValue()).toContain(COMPANY);
    // The hand-typed English was replaced: the toast offers Undo (record 092).
    await toastRegion(page).getByText(messages.draft.scriptReplacedTitle).waitFor();
    const spanishText = await spanish.inputValue();
    // Words every variant of the composer says (a run wrote a welcome with none of 'gracias',
    // 'llamar', 'usted', 'espere'): the caller addressed and the business's own, in Spanish.
    expect(spanishText).toMatch(/\b(le|su|nuestro|nuestra)\b/i);
    expect(spanishText).not.toMatch(/\b(thank you|please|calling)\b/i);
    await scriptStep.getByText(/words · about \d+ seconds in Spanish/).waitFor();
    await scriptStep
      .getByText(/about \d+ seconds in English\. Both languages: about \d+ seconds with the music/)
      .waitFor();
    await screenshotsOf(page, 'bilingual-step3');
    const englishText = await english.inputValue();
    await scriptStep.getByRole('button', { name: 'Continue' }).click();

    // Steps 4 and 5: one voice request with both parts, mixed and downloaded.
    const result = await makeTheMessage(page);
    expect(await result.getByRole('region', { name: 'Summary' }).textContent()).toContain('Ken and Lucía');
    expect(sent.length).toBeGreaterThan(0);
    for (const body of sent)
      expect(body).toMatchObject({
        language: 'en',
        voiceType: 'en-US-ken',
        script: englishText,
        secondPart: { language: 'es', voiceType: 'es-US-lucia', script: spanishText, placement: 'end' },
      });
    const { file } = await downloads.save(page, () => result.getByRole('button', { name: 'Download MP3' }).click());
    const both = await probeFormat((await resolveFfmpeg()).path, file);
    expect(both.codec).toBe('mp3');
    // The English part alone, over the same music, is shorter by the gap and the Spanish part, whose
    // words take a quarter of a second each at the least.
    const alone = await measuredSeconds(page, await englishAloneUrl(page, englishText, 'on-hold'), 'english.mp3');
    expect(both.durationSeconds).toBeGreaterThan(alone + LANGUAGE_GAP_SECONDS + countWords(spanishText) * 0.25);
  }, 360_000);

  it('keeps both scripts through a change of message type and back, and a reload (issue 47)', async () => {
    const page = await fixtures.signedIn();
    await bilingualStepOne(page, 'Also in Spanish, in the same file');
    await wizardStep(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();
    await wizardStep(page, 'Voice Selection').getByRole('button', { name: 'Next' }).click();
    const scriptStep = wizardStep(page, 'Message Type and Content');
    const english = scriptStep.getByRole('textbox', { name: 'English script' });
    const spanish = scriptStep.getByRole('textbox', { name: 'Spanish script' });
    await scriptStep.getByRole('button', { name: 'Generate AI Script' }).click();
    await expect.poll(() => spanish.inputValue(), { timeout: WAIT_MS }).toContain(COMPANY);
    const scripts = { english: await english.inputValue(), spanish: await spanish.inputValue() };

    const chooseType = async (name: string) => {
      await scriptStep.getByRole('combobox', { name: 'Message type' }).click();
      await page.getByRole('option', { name, exact: true }).click();
    };
    await chooseType('After-Hours Message');
    await expect.poll(() => spanish.inputValue()).toBe('');
    await chooseType('On-Hold Message');
    await expect.poll(() => spanish.inputValue()).toBe(scripts.spanish);
    expect(await english.inputValue()).toBe(scripts.english);

    // The draft is saved after a short pause (draft-sync.ts): once it holds the Spanish, a reload brings both back.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const reply = (await (await fetch('/api/draft', { cache: 'no-store' })).json()) as {
            draft: { formData: { secondScriptContent: string } };
          };
          return reply.draft.formData.secondScriptContent;
        }),
      )
      .toBe(scripts.spanish);
    await page.reload();
    await expect.poll(() => spanish.inputValue()).toBe(scripts.spanish);
    expect(await english.inputValue()).toBe(scripts.english);
    expect(await scriptStep.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(false);
  });

  it("says the business's own Spanish words, saves both scripts together, and fixes a Spanish pronunciation (record 155)", async () => {
    const page = await fixtures.signedIn();
    const stepOne = wizardStep(page, 'Business Information');
    await bilingualStepOne(page, 'Also in Spanish, in the same file');
    await stepOne.getByRole('textbox', { name: 'Key products or services', exact: true }).fill(ENGLISH_SERVICES);
    // The section shows once Spanish is said; this server has no LLM, so it offers no translation.
    await stepOne.getByRole('heading', { name: messages.spanishWords.heading }).waitFor();
    expect(await stepOne.getByRole('button', { name: messages.spanishWords.translate }).count()).toBe(0);
    const spanishServices = stepOne.getByRole('textbox', { name: 'Key products or services in Spanish' });
    expect(await spanishServices.getAttribute('lang')).toBe('es');
    await spanishServices.fill(SPANISH_SERVICES);
    await screenshotsOf(page, 'spanish-words-step1');
    await stepOne.getByRole('button', { name: 'Continue' }).click();
    await wizardStep(page, 'Voice Selection').getByRole('button', { name: 'Next' }).click();

    // Step 3: the Spanish script says the Spanish services, and none of the English ones.
    const scriptStep = wizardStep(page, 'Message Type and Content');
    const spanish = scriptStep.getByRole('textbox', { name: 'Spanish script' });
    await scriptStep.getByRole('button', { name: 'Generate AI Script' }).click();
    await expect.poll(() => spanish.inputValue(), { timeout: WAIT_MS }).toContain(COMPANY);
    const spanishText = await spanish.inputValue();
    expect(spanishText).toMatch(/revisiones, blanqueamiento dental [yo] atención de urgencias/);
    expect(spanishText).not.toMatch(/check-ups|teeth whitening|emergency care/i);
    expect(await scriptStep.getByRole('textbox', { name: 'English script' }).inputValue()).toMatch(/teeth whitening/i);
    // Kept in the profile with step 1's other answers, for the next message.
    const profile = await page.evaluate(async () => (await (await fetch('/api/profile')).json()) as unknown);
    expect(profile).toMatchObject({ profile: { spanishKeyProducts: SPANISH_SERVICES } });

    // Save Script keeps both languages; Use This Script brings the Spanish one back too.
    await scriptStep.getByRole('button', { name: 'Save Script' }).click();
    await toastRegion(page).getByText(messages.scripts.savedTitle).waitFor();
    const saved = scriptStep.getByRole('list', { name: 'Saved scripts' }).getByRole('listitem');
    await saved.locator('p[lang="es"]').filter({ hasText: 'blanqueamiento dental' }).waitFor();
    await spanish.fill('');
    await saved.getByRole('button', { name: 'Use This Script' }).click();
    await expect.poll(() => spanish.inputValue()).toBe(spanishText);

    // The pronunciation panel teaches the Spanish voice too: a Spanish entry, heard in Spanish.
    await dismissToasts(page);
    const panel = scriptStep.getByRole('region', { name: 'Fix a pronunciation' });
    await panel.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Spanish' }).click();
    await panel.getByRole('textbox', { name: 'Word or phrase' }).fill('Riverside');
    await panel.getByRole('textbox', { name: 'Say it like' }).fill('Ríverssaid');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByRole('list', { name: 'Your pronunciations' }).getByText('Spanish').waitFor();
    const entries = await page.evaluate(
      async () => (await (await fetch('/api/pronunciations', { cache: 'no-store' })).json()) as unknown,
    );
    expect(entries).toMatchObject({ pronunciations: [{ term: 'Riverside', language: 'es' }] });
    await screenshotsOf(page, 'spanish-words-step3');
  }, 360_000);

  it('offers Spanish on a key no option uses, in a Spanish voice after the greeting', async () => {
    const page = await fixtures.signedIn();
    const sent = voiceRequests(page);
    await bilingualStepOne(page, 'Also in Spanish, in the same file');
    await wizardStep(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();
    await wizardStep(page, 'Voice Selection').getByRole('button', { name: 'Next' }).click();

    // Step 3: an attendant whose options take keys 1, 2 and 9.
    const scriptStep = wizardStep(page, 'Message Type and Content');
    await page.getByRole('combobox', { name: 'Message type' }).click();
    await page.getByRole('option', { name: 'Auto Attendant' }).click();
    await page.getByRole('textbox', { name: 'Option for key 1' }).fill('Appointments');
    await page.getByRole('textbox', { name: 'Option for key 2' }).fill('Billing');
    await page.getByRole('textbox', { name: 'Option for key 9' }).fill('Our hours');
    const offer = scriptStep.getByRole('textbox', { name: 'Spanish script' });
    await expect.poll(() => offer.inputValue()).toBe('Para español, oprima el ocho.');
    expect(await offer.getAttribute('lang')).toBe('es');

    // The key select offers only the free keys, 8 first; another key rewrites the line.
    const key = scriptStep.getByRole('combobox', { name: 'Key for Spanish' });
    await key.click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered).toEqual(['8', '7', '6', '5', '4', '3', '0']);
    await page.getByRole('option', { name: '0' }).click();
    await expect.poll(() => offer.inputValue()).toBe('Para español, oprima el cero.');

    await scriptStep.getByRole('button', { name: 'Generate AI Script' }).click();
    const english = scriptStep.getByRole('textbox', { name: 'English script' });
    await expect.poll(() => english.inputValue(), { timeout: WAIT_MS }).toContain('For appointments, press one.');
    await toastRegion(page).getByText(messages.scripts.generatedTitle).waitFor();
    // Generating the greeting leaves the offer as it is.
    expect(await offer.inputValue()).toBe('Para español, oprima el cero.');
    await screenshotsOf(page, 'bilingual-attendant-step3');
    await scriptStep.getByRole('button', { name: 'Continue' }).click();

    // Steps 4 and 5: the offer is said after the greeting's first paragraph; the file plays.
    const result = await makeTheMessage(page);
    for (const body of sent)
      expect(body).toMatchObject({
        secondPart: {
          language: 'es',
          voiceType: 'es-US-mateo',
          script: 'Para español, oprima el cero.',
          placement: 'afterFirstParagraph',
        },
      });
    await startPlaying(result);
    await result.getByRole('button', { name: 'Pause message' }).click();

    // The file is the greeting, the offer in Spanish and the options: longer than the English alone.
    const { file } = await downloads.save(page, () => result.getByRole('button', { name: 'Download MP3' }).click());
    const made = await probeFormat((await resolveFfmpeg()).path, file);
    const englishText = sent.at(-1)?.script as string;
    const alone = await measuredSeconds(
      page,
      await englishAloneUrl(page, englishText, 'auto-attendant'),
      'english-attendant.mp3',
    );
    expect(made.durationSeconds).toBeGreaterThan(alone + 2);

    // Kept in the Library and reopened: bilingual again, with its key, offer and Spanish voice.
    await result.getByRole('button', { name: 'Save to Library' }).click();
    await result.getByRole('status').filter({ hasText: 'In your Library as' }).waitFor();
    await page.goto(new URL('/library', page.url()).toString());
    await page.getByRole('button', { name: /^Open in studio: / }).click();
    const reopened = wizardStep(page, 'Message Type and Content');
    await expect
      .poll(() => reopened.getByRole('textbox', { name: 'Spanish script' }).inputValue())
      .toBe('Para español, oprima el cero.');
    expect(await reopened.getByRole('combobox', { name: 'Key for Spanish' }).textContent()).toBe('0');
    await page.getByRole('navigation', { name: 'Wizard progress' }).getByRole('button', { name: 'Voice' }).click();
    const voices = wizardStep(page, 'Voice Selection').getByRole('group', { name: 'Spanish voice' });
    expect(await voices.getByRole('radio', { name: 'Mateo' }).isChecked()).toBe(true);
    // Step 1 of an auto-attendant offers Spanish on a key, the same key.
    await page
      .getByRole('navigation', { name: 'Wizard progress' })
      .getByRole('button', { name: 'Business Info' })
      .click();
    const stepOne = wizardStep(page, 'Business Information');
    expect(await stepOne.getByRole('switch', { name: 'Offer Spanish on a key' }).isChecked()).toBe(true);
    expect(await stepOne.getByRole('combobox', { name: 'Key for Spanish' }).textContent()).toBe('0');
    await screenshotsOf(page, 'bilingual-attendant-step1');
  }, 360_000);
});
