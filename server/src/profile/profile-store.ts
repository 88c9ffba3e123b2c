import { eq } from 'drizzle-orm';
import type { BusinessProfile } from '#common/schemas/business-profile.js';
import type { Db } from '../db/client.js';
import { businessProfiles } from '../db/schema.js';

/** The account's business profile (record 107); every query is scoped to its owner. */

export async function readProfile(db: Db, userId: string): Promise<BusinessProfile | null> {
  const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId));
  if (!row) return null;
  const { userId: _owner, updatedAt: _updated, ...profile } = row;
  return profile;
}

/** Each Continue from step 1 replaces the profile with what the user just continued with. */
export async function writeProfile(db: Db, userId: string, profile: BusinessProfile, now: Date): Promise<void> {
  await db
    .insert(businessProfiles)
    .values({ ...profile, userId, updatedAt: now })
    .onConflictDoUpdate({ target: businessProfiles.userId, set: { ...profile, updatedAt: now } });
}

export async function deleteProfile(db: Db, userId: string): Promise<void> {
  await db.delete(businessProfiles).where(eq(businessProfiles.userId, userId));
}

/**
 * The business's clock (record 136), for the days and times the server writes (a Library item's
 * default title): the profile's zone; without a profile, `fallback` (the zone of the device the
 * request came from), else UTC.
 */
export async function businessTimeZone(db: Db, userId: string, fallback?: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: businessProfiles.timeZone })
    .from(businessProfiles)
    .where(eq(businessProfiles.userId, userId));
  return row?.timeZone ?? fallback ?? 'UTC';
}
