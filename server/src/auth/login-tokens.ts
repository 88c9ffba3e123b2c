import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { randomToken, sha256 } from '../crypto/secrets.js';
import type { Db } from '../db/client.js';
import { loginTokens } from '../db/schema.js';
import { LOGIN_TOKEN_TTL } from './policy.js';

/** Creates a login-link token for `email`; only its hash is stored. Returns the token itself. */
export async function createLoginToken(db: Db, email: string, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(loginTokens).values({
    tokenHash: sha256(token),
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_TOKEN_TTL),
  });
  return token;
}

export async function deleteLoginToken(db: Db, token: string): Promise<void> {
  await db.delete(loginTokens).where(eq(loginTokens.tokenHash, sha256(token)));
}

export type ConsumeResult = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/**
 * Uses a token up. The single conditional UPDATE is what makes it usable once: of two
 * concurrent requests with the same token, only one gets the row back.
 */
export async function consumeLoginToken(db: Db, token: string, now: Date): Promise<ConsumeResult> {
  const tokenHash = sha256(token);
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)))
    .returning({ email: loginTokens.email });
  if (row) return { ok: true, email: row.email };

  const [existing] = await db.select().from(loginTokens).where(eq(loginTokens.tokenHash, tokenHash));
  if (!existing) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: existing.usedAt ? 'used' : 'expired' };
}

/** Housekeeping: tokens a day past expiry are of no further use, not even for a helpful message. */
export async function purgeLoginTokens(db: Db, now: Date): Promise<void> {
  await db.delete(loginTokens).where(lt(loginTokens.expiresAt, new Date(now.getTime() - 24 * 3_600_000)));
}
