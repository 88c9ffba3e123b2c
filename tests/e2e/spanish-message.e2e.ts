import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { resolveFfmpeg } from '../../server/src/process/ffmpeg-binary.js';
import { probeFormat } from '../../server/src/process/measure.js';
import { toastRegion, voiceRequests, wizardStep } from './support/browser.js';
import { downloadFolder } from './support/downloads.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// A Spanish on-hold message (issue 39, record 144) from step 1 to the download: Spanish chosen in
// step 1, a Spanish voice in step 2 (the English ones not offered), a Spanish script marked
// lang="es", and every voice request carrying the language. The screens stay in English.
const downloads = downloadFolder('spanish');
const fixtures = wizardFixtures('spanish-message');
const COMPANY = 'Clínica Dental Sonrisa';
const SCRIPT =
  'Gracias por llamar a Clínica Dental Sonrisa. Su llamada es muy importante para nosotros.\n\n' +
  'Abrimos de lunes a viernes de 9:00 a.m. a 6:00 p.m. La limpieza dental cuesta $75.';

describe('a Spanish message', () => {
  it('is chosen in step 1, spoken by a Spanish voice and downloaded as an MP3', async () => {
    const page = await fixtures.signedIn();
    const sent = voiceRequests(page);

    // Step 1: the business, and Spanish as the message's language.
    await page.getByRole('textbox', { name: 'Company name' }).fill(COMPANY);
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Healthcare' }).click();
    const language = page.getByRole('group', { name: 'Message language' });
    expect(await language.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await language.getByRole('radio', { name: 'Spanish' }).check();
    await wizardStep(page, 'Business Information').getByRole('button', { name: 'Continue' }).click();

    // Step 2: the Spanish voice of the chosen gender, and no English voice.
    const voiceStep = wizardStep(page, 'Voice Selection');
    const mateo = voiceStep.getByRole('radio', { name: 'Mateo' });
    await mateo.waitFor();
    expect(await mateo.isChecked()).toBe(true);
    expect(await voiceStep.getByRole('radio', { name: 'Ken' }).count()).toBe(0);
    await voiceStep.getByText('Female', { exact: true }).click();
    await voiceStep.getByRole('radio', { name: 'Lucía' }).waitFor();
    expect(await voiceStep.getByRole('radio', { name: 'Lucía' }).isChecked()).toBe(true);
    await voiceStep.getByRole('button', { name: 'Next' }).click();

    // Step 3: the script area is Spanish for spell-check and screen readers.
    const script = page.getByRole('textbox', { name: 'Your script' });
    expect(await script.getAttribute('lang')).toBe('es');
    await script.fill(SCRIPT);
    await wizardStep(page, 'Message Type and Content').getByRole('button', { name: 'Continue' }).click();

    // Steps 4 and 5: the voice made in Spanish, mixed, and downloaded.
    const music = wizardStep(page, 'Background Music');
    await music.getByText('Your voice recording is ready.', { exact: false }).waitFor();
    await music.getByRole('button', { name: 'Continue' }).click();
    const result = wizardStep(page, 'Final Audio Preview');
    await result.getByText('Your audio message is ready!').waitFor();
    expect(await result.getByRole('region', { name: 'Summary' }).textContent()).toContain('Lucía');

    expect(sent.length).toBeGreaterThan(0);
    for (const body of sent) expect(body).toMatchObject({ language: 'es', voiceType: 'es-US-lucia' });

    const { name, file } = await downloads.save(page, () =>
      result.getByRole('button', { name: 'Download MP3' }).click(),
    );
    expect(name).toBe('cl-nica-dental-sonrisa-hold-music.mp3');
    await toastRegion(page).getByText(messages.generation.downloadCompleteTitle).waitFor();
    const format = await probeFormat((await resolveFfmpeg()).path, file);
    expect(format.codec).toBe('mp3');
    // The Spanish words of the times and the price make a message of well over ten seconds.
    expect(format.durationSeconds).toBeGreaterThan(10);
  });
});
