import { messages } from '#common/messages.js';
import { AppError } from '../errors.js';
import type { ServiceContext } from '../deps.js';
import { consumeLoginToken } from './login-tokens.js';
import { createSession } from './sessions.js';
import { upsertUserOnLogin } from './users.js';

const reasons = {
  invalid: messages.verify.invalidToken,
  expired: messages.verify.expiredToken,
  used: messages.verify.usedToken,
} as const;

/** Uses a login-link token up and opens a user session; returns the new session id. */
export async function verifyLogin(ctx: ServiceContext, token: string): Promise<string> {
  const { database, clock } = ctx;
  const now = clock.now();
  const result = await consumeLoginToken(database.db, token, now);
  if (!result.ok) throw new AppError(400, reasons[result.reason]);
  const user = await upsertUserOnLogin(database.db, result.email, now);
  return createSession(database.db, { kind: 'user', userId: user.id }, now);
}
