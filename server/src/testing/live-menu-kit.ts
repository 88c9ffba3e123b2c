import { phoneMenuSettings, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import type { SynthesizeVoiceReply } from '#common/schemas/voices.js';
import { audioFiles } from '../db/schema.js';
import { eq } from 'drizzle-orm';
import { promptStates, type PhoneMenuRow } from '../phone-menus/menu-read.js';
import { audioKey } from '../stored-audio/audio-files.js';
import { api, type TestUser } from './api-kit.js';
import { storePromptAudio } from './menu-prompt-audio.js';
import type { TestApp } from './test-app.js';

/**
 * The live menu's tests (issue 38): a bakery's menu, and its prompts "made" by speaking a short text
 * of each with the suite's fast engines (through the voice route), kept as the make job keeps a
 * render by menu-prompt-audio.ts. The real make job is another test's; this stays small on purpose.
 */

/** A bakery's menu: a dial, a sub-menu with an information message, another information message, voicemail. */
export function bakeryMenu(more: Partial<PhoneMenuSettings> = {}): PhoneMenuSettings {
  return phoneMenuSettings.parse({
    name: 'Main line',
    companyName: 'Bright Bakery',
    promptPrefix: 'bright',
    voiceId: 'en-US-natalie',
    main: {
      options: [
        { key: '1', label: 'orders', action: { kind: 'dial', number: '+15551230001' } },
        {
          key: '2',
          label: 'catering',
          action: {
            kind: 'submenu',
            menu: {
              options: [
                { key: '1', label: 'our menus', action: { kind: 'info' } },
                { key: '2', label: 'the catering team', action: { kind: 'dial', number: '+15551230002' } },
                { key: '9', label: 'hear these options again', action: { kind: 'repeat' } },
              ],
            },
          },
        },
        { key: '3', label: 'our address', action: { kind: 'info' } },
        { key: '0', label: 'leave a message', action: { kind: 'voicemail' } },
      ],
    },
    hours: [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:00' }],
    closures: [{ from: '2026-12-24', to: '2026-12-26', name: 'Christmas' }],
    timeZone: 'America/New_York',
    prompts: {},
    ...more,
  });
}

/**
 * Makes every enabled prompt of the menu: each spoken as a few words saying which prompt it is, in
 * its language, kept as the prompt's next render by its id (menu-prompt-audio.ts).
 */
export async function makePrompts(t: TestApp, user: TestUser, menu: PhoneMenuRow): Promise<void> {
  const { db } = t.deps.database;
  for (const prompt of await promptStates(db, menu)) {
    if (!prompt.enabled) continue;
    // A two-language menu's Spanish prompts (record 146) are said in Spanish by a Spanish voice.
    const words = prompt.key.replace(/_/g, ' ');
    const spoken = await api(
      t,
      'POST',
      '/api/synthesize-voice',
      user.cookie,
      prompt.language === 'es'
        ? { script: `Este es el mensaje ${words}.`, voiceType: 'es-US-lucia', voiceGender: 'female', language: 'es' }
        : { script: `This is the ${words} prompt.`, voiceType: 'en-US-natalie', voiceGender: 'female' },
    );
    if (spoken.statusCode !== 200) throw new Error(`voice: ${spoken.statusCode} ${spoken.body}`);
    const voice = spoken.json<SynthesizeVoiceReply>();
    const [source] = await db.select().from(audioFiles).where(eq(audioFiles.id, voice.audioId));
    const format = source!.fileName.endsWith('.wav') ? 'wav' : 'mp3';
    await storePromptAudio(t, user, menu, prompt.id, { copyOf: audioKey(source!) }, voice.durationSeconds, format);
  }
}
