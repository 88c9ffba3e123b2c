import { eq } from 'drizzle-orm';
import type { BusinessProfile, KeptBusinessProfile, KeptDetails } from '#common/schemas/business-profile.js';
import type { Db } from '../db/client.js';
import { businessProfiles } from '../db/schema.js';

/** The account's business profile (record 107); every query is scoped to its owner. */

export async function readProfile(db: Db, userId: string): Promise<KeptBusinessProfile | null> {
  const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId));
  if (!row) return null;
  const { userId: _owner, updatedAt: _updated, ...profile } = row;
  return profile;
}

/**
 * Each Continue from step 1 replaces step 1's answers with what the user just continued with; the
 * hours and offers kept from the suggested-programme dialog stay (keepProfileDetails).
 */
export async function writeProfile(db: Db, userId: string, profile: BusinessProfile, now: Date): Promise<void> {
  await db
    .insert(businessProfiles)
    .values({ ...profile, userId, updatedAt: now })
    .onConflictDoUpdate({ target: businessProfiles.userId, set: { ...profile, updatedAt: now } });
}

/**
 * Keeps step 3's hours and offers in an existing profile, when the user agreed to it in the
 * suggested-programme dialog (record 118, issue 40). False when the account has no profile.
 */
export async function keepProfileDetails(db: Db, userId: string, details: KeptDetails, now: Date): Promise<boolean> {
  const kept = await db
    .update(businessProfiles)
    .set({ ...details, updatedAt: now })
    .where(eq(businessProfiles.userId, userId))
    .returning({ userId: businessProfiles.userId });
  return kept.length > 0;
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
