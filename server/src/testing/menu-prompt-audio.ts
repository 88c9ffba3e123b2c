import { sql } from 'drizzle-orm';
import type { MixAudioReply } from '#common/schemas/mix.js';
import { phoneMenuSettings, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { menuPrompts, phoneMenus } from '../db/schema.js';
import { promptStates, type PhoneMenuRow } from '../phone-menus/menu-read.js';
import { menuVoices } from '../phone-menus/menu-voice.js';
import { signatureNow } from '../phone-menus/prompt-signature.js';
import { createSpeechProviders } from '../voice/providers.js';
import { audioKey, storeAudioFile } from '../stored-audio/audio-files.js';
import { api, type TestUser } from './api-kit.js';
import type { TestApp } from './test-app.js';

/**
 * Phone menus with their prompts' audio for tests (issue 38), stored as the make job stores them:
 * each prompt an audio_files row of kind 'menu-prompt' (no expiry) and a menu_prompts row naming
 * it with its version, length and signature (so it counts as made of its words as they stand). The audio is real: the prompt's words spoken by the suite's fast
 * engines and mastered by the mix with no music, through the routes; or audio the test brings.
 */

/** The menu's row, as the owner's POST would store `settings`. */
export async function storeMenu(t: TestApp, user: TestUser, settings: PhoneMenuSettings): Promise<PhoneMenuRow> {
  const [row] = await t.deps.database.db
    .insert(phoneMenus)
    .values({ userId: user.id, settings: phoneMenuSettings.parse(settings) })
    .returning();
  return row!;
}

/**
 * The audio (an MP3 unless said) as the prompt's next render: its version one more than the last.
 * `key` is the prompt's id: its key in the menu's language, `<key>_<lang>` in the other (record 146).
 */
export async function storePromptAudio(
  t: TestApp,
  user: TestUser,
  menu: PhoneMenuRow,
  key: string,
  audio: { copyOf: string } | { bytes: Buffer },
  durationSeconds: number,
  format: 'mp3' | 'wav' = 'mp3',
): Promise<void> {
  const signature = await renderSignature(t, menu, key);
  const file = await storeAudioFile(
    t.deps.database.db,
    t.deps.store,
    { userId: user.id, kind: 'menu-prompt', durationSeconds, expiresAt: null, source: audio, format },
    t.clock.now(),
  );
  await t.deps.database.db
    .insert(menuPrompts)
    .values({ menuId: menu.id, key, audioId: file.id, version: 1, signature, durationSeconds })
    .onConflictDoUpdate({
      target: [menuPrompts.menuId, menuPrompts.key],
      set: {
        audioId: file.id,
        version: sql`${menuPrompts.version} + 1`,
        signature,
        durationSeconds,
      },
    });
}

/** The suite's voice of each language: a prompt in Spanish (record 146) is spoken in Spanish. */
const SUITE_VOICES = {
  en: { voiceType: 'en-US-natalie', voiceGender: 'female' },
  es: { voiceType: 'es-US-lucia', voiceGender: 'female', language: 'es' },
} as const;

/** Every enabled prompt not given in `except` (by id), spoken in its language's voice and mastered as a message with no music. */
export async function speakMenuPrompts(
  t: TestApp,
  user: TestUser,
  menu: PhoneMenuRow,
  except: readonly string[] = [],
): Promise<void> {
  for (const prompt of await promptStates(t.deps.database.db, menu)) {
    if (!prompt.enabled || except.includes(prompt.id)) continue;
    const voice = await api(t, 'POST', '/api/synthesize-voice', user.cookie, {
      script: prompt.text,
      ...SUITE_VOICES[prompt.language],
    });
    if (voice.statusCode !== 200) throw new Error(`voice: ${voice.statusCode} ${voice.body}`);
    const mixed = await api(t, 'POST', '/api/mix-audio', user.cookie, {
      voiceAudioId: voice.json<{ audioId: string }>().audioId,
      musicTrackId: 'none',
      musicVolume: 0,
    });
    if (mixed.statusCode !== 200) throw new Error(`mix: ${mixed.statusCode} ${mixed.body}`);
    const { url, duration } = mixed.json<MixAudioReply>();
    const mixId = url.split('/').at(-1)!;
    await storePromptAudio(t, user, menu, prompt.id, { copyOf: audioKey({ fileName: `${mixId}.mp3` }) }, duration);
  }
}

/** The prompt's signature as the make job writes it (records 138, 146): the render counts as of its words as they stand. */
async function renderSignature(t: TestApp, menu: PhoneMenuRow, id: string): Promise<string> {
  const { db } = t.deps.database;
  const prompt = (await promptStates(db, menu)).find((p) => p.id === id)!;
  const voices = await menuVoices(db, createSpeechProviders(t.deps.config), menu.userId, menu.settings);
  return signatureNow(prompt, voices)!;
}
