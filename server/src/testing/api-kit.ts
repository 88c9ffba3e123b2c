import { eq } from 'drizzle-orm';
import { MIX_TTL_MS, type MixAudioReply } from '#common/schemas/mix.js';
import type { RecipeMessage } from '#common/schemas/recipe.js';
import { storeAudioFile, type AudioFormat, type AudioKind } from '../stored-audio/audio-files.js';
import { users } from '../db/schema.js';
import { ensureAdminAccount } from '../admin/admin-accounts.js';
import { cookieFrom, SAME_ORIGIN } from './http.js';
import { multipartBody } from './multipart.js';
import { signInCookie } from './sign-in.js';
import type { TestSmtpServer } from './smtp-server.js';
import type { TestApp } from './test-app.js';
import { SPEECH_CACHE_PREFIX } from '../voice/speech-cache.js';

/** The set-up the API tests share: a signed-in user, their stored audio, a same-origin call. */

export interface TestUser {
  cookie: string;
  id: string;
}

export async function signInUser(
  t: TestApp,
  email: string,
  smtp?: Pick<TestSmtpServer, 'received'>,
): Promise<TestUser> {
  const cookie = await signInCookie(t, email, smtp);
  const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
  return { cookie, id: user!.id };
}

/** Audio of this user as the voice and mixing steps store it: 24 hours, kind 'mix' unless said. */
export function storeMix(
  t: TestApp,
  userId: string,
  audio: Buffer,
  kind: AudioKind = 'mix',
  durationSeconds = 3,
  format: AudioFormat = 'mp3',
) {
  const now = t.clock.now();
  return storeAudioFile(
    t.deps.database.db,
    t.deps.store,
    {
      userId,
      kind,
      durationSeconds,
      expiresAt: new Date(now.getTime() + MIX_TTL_MS),
      source: { bytes: audio },
      format,
    },
    now,
  );
}

/** A same-origin call as the signed-in `cookie`. */
export function api(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
}

/**
 * A final mix of `script` as the wizard makes one, through the routes: the offline voice, then the
 * mix over Soft Jazz (carrying the message's fields when given). Returns the mix's audio id.
 */
export async function mixThroughRoutes(
  t: TestApp,
  user: TestUser,
  script: string,
  mix: { musicVolume: number; message?: RecipeMessage },
): Promise<string> {
  const voice = await api(t, 'POST', '/api/synthesize-voice', user.cookie, {
    script,
    voiceType: 'en-US-natalie',
    voiceGender: 'female',
  });
  if (voice.statusCode !== 200) throw new Error(`voice: ${voice.statusCode} ${voice.body}`);
  const mixed = await api(t, 'POST', '/api/mix-audio', user.cookie, {
    voiceAudioId: voice.json<{ audioId: string }>().audioId,
    musicTrackId: 'soft-jazz',
    ...mix,
  });
  if (mixed.statusCode !== 200) throw new Error(`mix: ${mixed.statusCode} ${mixed.body}`);
  return mixed.json<MixAudioReply>().url.split('/').at(-1)!;
}

/** The admin session cookie of an app made with ADMIN_USERNAME and ADMIN_PASSWORD. */
export async function signInAdmin(t: TestApp): Promise<string> {
  const { adminUsername: username, adminPassword: password } = t.deps.config;
  await ensureAdminAccount(t.deps.database.db, t.deps.config, t.app.log);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: SAME_ORIGIN,
    payload: { username, password },
  });
  return cookieFrom(res, 'avs_admin');
}

/** POST /api/upload-music as an admin's browser sends it: the fields, then the file. */
export async function uploadMusic(
  t: TestApp,
  cookie: string,
  fields: Record<string, string>,
  file?: { data: Buffer; name?: string; type?: string },
) {
  const body = await multipartBody(
    fields,
    file && { field: 'file', name: file.name ?? 'track.mp3', type: file.type ?? 'audio/mpeg', data: file.data },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-music',
    headers: { ...SAME_ORIGIN, ...body.headers, cookie },
    payload: body.payload,
  });
}

/** The speech cache's object names, sorted: a request served from the cache adds none. */
export async function speechCacheKeys(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of t.deps.store.list(SPEECH_CACHE_PREFIX)) keys.push(entry.key);
  return keys.sort();
}
