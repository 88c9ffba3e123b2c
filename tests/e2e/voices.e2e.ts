import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { DraftReply } from '#common/schemas/draft.js';
import { speechLikeWav } from '../../server/src/voice/testing/sample-wav.js';
import { baseUrl, jobResult, screenshot, VIEWPORTS, wizardStep } from './support/browser.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// Step 2 end to end. Each test starts from its own fixture (record 065): a new user at step 2.
let sampleDir: string;
const fixtures = wizardFixtures('voices');
beforeAll(async () => {
  sampleDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-voice-sample-'));
});
afterAll(() => fs.rm(sampleDir, { recursive: true, force: true }));

const atVoiceStep = () => fixtures.atVoiceStep('Bright Smile Dental');
const voiceStep = (page: Page) => wizardStep(page, 'Voice Selection');
const voices = (page: Page) => voiceStep(page).getByRole('group', { name: /Voice$|studio voice instead/ });
const checkedVoice = (page: Page) => voices(page).locator('input[type=radio]:checked').getAttribute('value');

describe('step 2, Voice Selection', () => {
  it('offers the three US voices of the chosen gender, and says the providers render offline', async () => {
    const page = await atVoiceStep();
    expect(await checkedVoice(page)).toBe('en-US-ken');
    expect(await voices(page).getByRole('radio').count()).toBe(3);
    // No Murf key on this server: the Offline voice is the one chosen, and Murf's card, which would
    // only be the same voice under Murf's name, says what it needs and cannot be chosen (issue 47).
    const providers = voiceStep(page).getByRole('group', { name: 'Voice provider' });
    await providers.getByText(messages.voice.murfKeyMissingNote).waitFor();
    expect(await providers.getByRole('radio', { name: 'Offline voice' }).isChecked()).toBe(true);
    expect(await providers.getByRole('radio', { name: 'Murf' }).isChecked()).toBe(false);
    expect(await providers.getByRole('radio', { name: 'Murf' }).isDisabled()).toBe(true);
    expect(await providers.getByRole('radio', { name: 'ElevenLabs' }).isDisabled()).toBe(false);
    // The message is made with it: the draft the next steps work from says so.
    await expect
      .poll(async () => {
        const reply = (await (await page.request.get(`${baseUrl()}/api/draft`)).json()) as DraftReply;
        return reply.draft?.formData.voiceProvider;
      })
      .toBe('local');

    await voiceStep(page).getByText('Female', { exact: true }).click();
    expect(await checkedVoice(page)).toBe('en-US-natalie');
    const names = await voices(page)
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((r) => r.getAttribute('value')));
    expect(names).toEqual(['en-US-natalie', 'en-US-samantha', 'en-US-claire']);
    await screenshot(page, 'step2-voice-desktop');
  });

  it('plays and stops a preview through the one audio player', async () => {
    const page = await atVoiceStep();
    await voiceStep(page).getByText('Female', { exact: true }).click();
    const play = voiceStep(page).getByRole('button', { name: 'Play Samantha preview' });
    await play.click();
    const stop = voiceStep(page).getByRole('button', { name: 'Stop Samantha preview' });
    await stop.waitFor();
    await stop.click();
    await play.waitFor();
  });

  it('refuses a file that is not audio, and matches a local voice to a good sample with consent', async () => {
    const page = await atVoiceStep();
    await voiceStep(page).getByRole('radio', { name: 'ElevenLabs' }).check();
    const upload = voiceStep(page).locator('input[type=file]');

    const text = path.join(sampleDir, 'notes.txt');
    await fs.writeFile(text, 'not audio');
    await upload.setInputFiles(text);
    // The toast says it (its live region may repeat the words for screen readers while it opens).
    await page.getByText(messages.voice.invalidFileType, { exact: true }).first().waitFor();

    const wav = path.join(sampleDir, 'jordan.wav');
    await fs.writeFile(wav, speechLikeWav(12, 200));
    await upload.setInputFiles(wav);
    const create = voiceStep(page).getByRole('button', { name: 'Create my voice' });
    expect(await create.isDisabled()).toBe(true);
    await voiceStep(page)
      .getByRole('checkbox', { name: /speaker’s consent/ })
      .check();
    await create.click();
    await page.getByText(messages.voice.matchedTitle, { exact: true }).waitFor();
    await voiceStep(page)
      .getByText(/Matched voice: jordan/)
      .waitFor();
    await screenshot(page, 'step2-voice-matched-desktop');

    // The user's own voice can be heard: a preview spoken by the matched voice.
    const previewed = page.waitForRequest((r) => r.url().endsWith('/api/preview-voice') && r.method() === 'POST');
    await voiceStep(page)
      .getByRole('button', { name: /^Play jordan/ })
      .click();
    const request = await previewed;
    expect(request.postDataJSON()).toMatchObject({
      voiceProvider: 'elevenlabs',
      elevenlabsVoiceId: expect.any(String),
    });
    expect((await jobResult(page, (await request.response())!)).provider).toBe('local');

    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'step2-voice-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('moves on with Next', async () => {
    const page = await atVoiceStep();
    await voiceStep(page).getByRole('button', { name: 'Next' }).click();
    await page.getByRole('region', { name: /Message/ }).waitFor();
  });
});

describe('voice previews on a fresh start', () => {
  it('serves all 12 previews made by the product', async () => {
    const page = await fixtures.signedIn();
    const ids = [
      'en-US-ken',
      'en-US-terrell',
      'en-US-miles',
      'en-US-natalie',
      'en-US-samantha',
      'en-US-claire',
      'en-GB-hugo',
      'en-GB-hazel',
      'en-AU-shane',
      'en-AU-ivy',
      'en-IN-rohan',
      'en-IN-isha',
    ];
    for (const id of ids) {
      const res = await page.request.get(`/static/voice-previews/${id}.mp3`);
      expect(res.status(), id).toBe(200);
      expect(res.headers()['content-type']).toBe('audio/mpeg');
    }
  });
});
