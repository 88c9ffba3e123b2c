import { and, eq, lt, ne } from 'drizzle-orm';
import { randomToken, sha256 } from '../crypto/secrets.js';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { SESSION_POLICY, SESSION_TOUCH_INTERVAL, type SessionKind } from './policy.js';

export type Session = typeof sessions.$inferSelect;
export type SessionOwner = { kind: 'user'; userId: string } | { kind: 'admin'; adminUsername: string };

/** Creates a session and returns its id, which only the cookie holds; the table holds its hash. */
export async function createSession(db: Db, owner: SessionOwner, now: Date): Promise<string> {
  const id = randomToken();
  await db.insert(sessions).values({
    idHash: sha256(id),
    kind: owner.kind,
    userId: owner.kind === 'user' ? owner.userId : null,
    adminUsername: owner.kind === 'admin' ? owner.adminUsername : null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_POLICY[owner.kind].absolute),
  });
  return id;
}

/** The live session of this kind with this id, or undefined when unknown, idle too long or past its end. */
export async function readSession(db: Db, id: string, kind: SessionKind, now: Date): Promise<Session | undefined> {
  const idHash = sha256(id);
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), eq(sessions.kind, kind)));
  if (!session) return undefined;
  const idleSince = now.getTime() - session.lastSeenAt.getTime();
  if (session.expiresAt <= now || idleSince >= SESSION_POLICY[kind].idle) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return undefined;
  }
  if (idleSince >= SESSION_TOUCH_INTERVAL) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return session;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sha256(id)));
}

/** Ends every session of `userId` but the one `keepId` names: "sign out everywhere else". */
export async function deleteOtherSessions(db: Db, userId: string, keepId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.kind, 'user'), eq(sessions.userId, userId), ne(sessions.idHash, sha256(keepId))));
}

export async function purgeSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
