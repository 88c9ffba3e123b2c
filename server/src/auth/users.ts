import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

export type User = typeof users.$inferSelect;

/** Accounts are created at the first verified sign-in, so asking for a link never creates one. */
export async function upsertUserOnLogin(db: Db, email: string, now: Date): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ email, createdAt: now, lastLoginAt: now })
    .onConflictDoUpdate({ target: users.email, set: { lastLoginAt: sql`excluded.last_login_at` } })
    .returning();
  return user!;
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}
