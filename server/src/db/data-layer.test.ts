import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_TTL, SESSION_POLICY } from '../auth/policy.js';
import { consumeLoginToken, createLoginToken, purgeLoginTokens } from '../auth/login-tokens.js';
import { createSession, deleteSession, purgeSessions, readSession } from '../auth/sessions.js';
import { upsertUserOnLogin } from '../auth/users.js';
import { sha256 } from '../crypto/secrets.js';
import { increment, lock, read, reset } from '../rate-limit/counters.js';
import { databaseTargets } from '../testing/databases.js';
import type { Database } from './client.js';

// One suite, every database: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
describe.each(databaseTargets())('data layer on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());
  const at = (iso: string) => new Date(iso);

  describe('users', () => {
    it('creates a user on first login and updates the last login time after', async () => {
      const first = await upsertUserOnLogin(database.db, 'owner@example.com', at('2026-01-01T10:00:00Z'));
      const second = await upsertUserOnLogin(database.db, 'owner@example.com', at('2026-01-02T10:00:00Z'));
      expect(second.id).toBe(first.id);
      expect(second.createdAt.toISOString()).toBe('2026-01-01T10:00:00.000Z');
      expect(second.lastLoginAt?.toISOString()).toBe('2026-01-02T10:00:00.000Z');
    });
  });

  describe('login tokens', () => {
    const now = at('2026-02-01T09:00:00Z');

    it('stores only the hash and binds the token to its e-mail', async () => {
      const token = await createLoginToken(database.db, 'a@example.com', now);
      const rows = await database.db.query.loginTokens.findMany();
      expect(rows.some((r) => r.tokenHash === token)).toBe(false);
      expect(rows.find((r) => r.tokenHash === sha256(token))?.email).toBe('a@example.com');
      expect(await consumeLoginToken(database.db, token, now)).toEqual({ ok: true, email: 'a@example.com' });
    });

    it('is usable once, even when two requests race for it', async () => {
      const token = await createLoginToken(database.db, 'race@example.com', now);
      const results = await Promise.all(Array.from({ length: 8 }, () => consumeLoginToken(database.db, token, now)));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.reason === 'used')).toHaveLength(7);
    });

    it('expires after 15 minutes and reports unknown tokens as invalid', async () => {
      const token = await createLoginToken(database.db, 'late@example.com', now);
      expect(await consumeLoginToken(database.db, token, new Date(now.getTime() + LOGIN_TOKEN_TTL))).toEqual({
        ok: false,
        reason: 'expired',
      });
      expect(await consumeLoginToken(database.db, 'no-such-token', now)).toEqual({ ok: false, reason: 'invalid' });
    });

    it('purges tokens a day past expiry', async () => {
      const token = await createLoginToken(database.db, 'old@example.com', now);
      await purgeLoginTokens(database.db, new Date(now.getTime() + LOGIN_TOKEN_TTL + 25 * 3_600_000));
      expect(await consumeLoginToken(database.db, token, now)).toEqual({ ok: false, reason: 'invalid' });
    });
  });

  describe('sessions', () => {
    const now = at('2026-03-01T09:00:00Z');
    const later = (ms: number) => new Date(now.getTime() + ms);

    it('finds a session by its id and kind only, and deletes it on logout', async () => {
      const user = await upsertUserOnLogin(database.db, 'session@example.com', now);
      const id = await createSession(database.db, { kind: 'user', userId: user.id }, now);
      expect((await readSession(database.db, id, 'user', now))?.userId).toBe(user.id);
      expect(await readSession(database.db, id, 'admin', now)).toBeUndefined();
      const rows = await database.db.query.sessions.findMany();
      expect(rows.some((r) => r.idHash === id)).toBe(false);
      await deleteSession(database.db, id);
      expect(await readSession(database.db, id, 'user', now)).toBeUndefined();
    });

    it('ends an idle admin session after 30 minutes, and keeps a busy one alive', async () => {
      const idle = await createSession(database.db, { kind: 'admin', adminUsername: 'admin' }, now);
      expect(await readSession(database.db, idle, 'admin', later(SESSION_POLICY.admin.idle))).toBeUndefined();

      const busy = await createSession(database.db, { kind: 'admin', adminUsername: 'admin' }, now);
      for (let minutes = 20; minutes <= 120; minutes += 20) {
        expect(await readSession(database.db, busy, 'admin', later(minutes * 60_000))).toBeDefined();
      }
    });

    it('ends any session at its absolute expiry, and purges expired ones', async () => {
      const id = await createSession(database.db, { kind: 'admin', adminUsername: 'admin' }, now);
      await purgeSessions(database.db, later(SESSION_POLICY.admin.absolute + 1));
      expect(await readSession(database.db, id, 'admin', now)).toBeUndefined();
    });
  });

  describe('rate counters', () => {
    const now = at('2026-04-01T09:00:00Z');
    const window = 60_000;

    it('counts within a window and starts again after it', async () => {
      expect((await increment(database.db, 'k1', now, window)).count).toBe(1);
      expect((await increment(database.db, 'k1', new Date(now.getTime() + 1000), window)).count).toBe(2);
      expect((await read(database.db, 'k1', new Date(now.getTime() + 2000), window)).count).toBe(2);
      expect((await increment(database.db, 'k1', new Date(now.getTime() + window), window)).count).toBe(1);
    });

    it('counts every one of many concurrent increments', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, () => increment(database.db, 'k2', now, window)));
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it('locks and resets', async () => {
      await increment(database.db, 'k3', now, window);
      await lock(database.db, 'k3', new Date(now.getTime() + window));
      expect((await read(database.db, 'k3', now, window)).lockedUntil?.getTime()).toBe(now.getTime() + window);
      await reset(database.db, 'k3');
      expect(await read(database.db, 'k3', now, window)).toMatchObject({ count: 0, lockedUntil: null });
    });
  });
});
