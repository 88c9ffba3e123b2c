import { eq } from 'drizzle-orm';
import { MIX_TTL_MS } from '../../../common/schemas/mix.js';
import { storeAudioFile, type AudioKind } from '../audio/audio-files.js';
import { users } from '../db/schema.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { signInCookie } from '../testing/sign-in.js';
import type { TestApp } from '../testing/test-app.js';

/** Helpers shared by the Library API tests (not a test file itself). */

export interface TestUser {
  cookie: string;
  id: string;
}

export async function signInUser(t: TestApp, email: string): Promise<TestUser> {
  const cookie = await signInCookie(t, email);
  const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
  return { cookie, id: user!.id };
}

/** A final mix of this user as the mixing step stores it: 24 hours, kind 'mix'. */
export function storeMix(t: TestApp, userId: string, mp3: Buffer, kind: AudioKind = 'mix') {
  const now = t.clock.now();
  return storeAudioFile(
    t.deps.database.db,
    t.dataDir,
    { userId, kind, durationSeconds: 3, expiresAt: new Date(now.getTime() + MIX_TTL_MS), source: { bytes: mp3 } },
    now,
  );
}

export function api(t: TestApp, method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
}
