import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.js';
import { hashPassword, verifyPassword } from '../crypto/secrets.js';
import type { Db } from '../db/client.js';
import { adminAccounts } from '../db/schema.js';

const GENERATED_ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/**
 * Makes sure an admin account exists at start-up (record 057). With ADMIN_USERNAME and
 * ADMIN_PASSWORD set, that account's hash follows the environment. Otherwise, on the very first
 * start, a random password is generated: only its hash is stored, and the password is printed
 * once and written to DATA_DIR/admin-password.txt, readable by the owner only.
 */
export async function ensureAdminAccount(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.adminUsername && config.adminPassword) {
    const [existing] = await db.select().from(adminAccounts).where(eq(adminAccounts.username, config.adminUsername));
    if (existing && (await verifyPassword(config.adminPassword, existing.passwordHash))) return;
    const passwordHash = await hashPassword(config.adminPassword);
    await db
      .insert(adminAccounts)
      .values({ username: config.adminUsername, passwordHash })
      .onConflictDoUpdate({ target: adminAccounts.username, set: { passwordHash, updatedAt: new Date() } });
    return;
  }

  const [any] = await db.select({ username: adminAccounts.username }).from(adminAccounts).limit(1);
  if (any) return;
  const password = randomBytes(18).toString('base64url');
  const inserted = await db
    .insert(adminAccounts)
    .values({ username: GENERATED_ADMIN_USERNAME, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning();
  // Another process starting at the same moment may have won; only the winner tells.
  if (inserted.length === 0) return;
  const file = path.join(config.dataDir, ADMIN_PASSWORD_FILE);
  await fs.mkdir(config.dataDir, { recursive: true });
  await fs.writeFile(file, `username: ${GENERATED_ADMIN_USERNAME}\npassword: ${password}\n`, { mode: 0o600 });
  log.warn(
    { username: GENERATED_ADMIN_USERNAME, password, file },
    'Generated an admin password (shown once; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own)',
  );
}

export async function findAdminAccount(db: Db, username: string) {
  const [account] = await db.select().from(adminAccounts).where(eq(adminAccounts.username, username));
  return account;
}
