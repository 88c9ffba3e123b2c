import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageType } from '#common/constants.js';
import type { MixAudioReply } from '#common/schemas/mix.js';
import { audioFiles } from '../db/schema.js';
import { readBlob } from '../storage/blob-files.js';
import { audioKey } from '../stored-audio/audio-files.js';
import { api, signInUser, type TestUser } from '../testing/api-kit.js';
import { decodeFile, speechIn } from '../testing/mix-test-audio.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Where the voice sits in the music, by message type (record 112), measured on the MP3 the product
 * makes from a real offline voice over a built-in track: a prompt the caller answers (auto-attendant,
 * voicemail greeting) speaks within 0.5 s and leaves at most 1 s of music after its last word; an
 * announcement keeps its 2 s intro and its outro.
 */
let t: TestApp;
let user: TestUser;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await signInUser(t, 'timing@example.com');
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-timing-'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const SCRIPT = 'Thank you for calling Bright Smile Dental. For appointments, press 1. For billing, press 2.';

/** The final MP3 for `messageType`, decoded. */
async function finalMix(messageType: MessageType): Promise<Float32Array> {
  const voice = await api(t, 'POST', '/api/synthesize-voice', user.cookie, { script: SCRIPT, voiceType: 'en-US-ken' });
  const mix = await api(t, 'POST', '/api/mix-audio', user.cookie, {
    voiceAudioId: voice.json<{ audioId: string }>().audioId,
    musicTrackId: 'soft-jazz',
    musicVolume: 15,
    messageType,
  });
  expect(mix.statusCode).toBe(200);
  const id = mix.json<MixAudioReply>().url.split('/').at(-1)!;
  const [row] = await t.deps.database.db.select().from(audioFiles).where(eq(audioFiles.id, id));
  const file = path.join(dir, `${messageType}.mp3`);
  await fs.writeFile(file, (await readBlob(t.deps.store, audioKey(row!)))!);
  return decodeFile(t.deps.ffmpeg.path, file);
}

describe('where the voice sits in the music', () => {
  it.each(['auto-attendant', 'voicemail'] as const)(
    'a %s speaks within 0.5 s and leaves at most 1 s of music after its last word',
    async (type) => {
      const heard = speechIn(await finalMix(type));
      expect(heard.firstWord).toBeLessThanOrEqual(0.5);
      expect(heard.seconds - heard.lastWordEnds).toBeLessThanOrEqual(1);
    },
  );

  it('an on-hold message keeps its music intro and outro', async () => {
    const heard = speechIn(await finalMix('on-hold'));
    expect(heard.firstWord).toBeGreaterThanOrEqual(1.8);
    expect(heard.seconds - heard.lastWordEnds).toBeGreaterThanOrEqual(3);
  });
});
