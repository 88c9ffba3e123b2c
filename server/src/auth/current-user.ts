import type { FastifyRequest } from 'fastify';
import { messages } from '#common/messages.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { readSessionCookie } from './session-cookie.js';
import type { SessionKind } from './policy.js';
import { readSession, type Session } from './sessions.js';
import { findUserById, type User } from './users.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser for the routes that need a signed-in user. */
    user: User | null;
    /** Set by requireAdmin for the admin-only routes. */
    adminUsername: string | null;
  }
}

export async function sessionFromRequest(
  deps: AppDeps,
  request: FastifyRequest,
  kind: SessionKind,
): Promise<Session | undefined> {
  const id = readSessionCookie(request, kind);
  if (!id) return undefined;
  return readSession(deps.database.db, id, kind, deps.clock.now());
}

/** The user whose session the request carries; undefined when it carries none that is open. */
export async function signedInUser(deps: AppDeps, request: FastifyRequest): Promise<User | undefined> {
  const session = await sessionFromRequest(deps, request, 'user');
  return session?.userId ? findUserById(deps.database.db, session.userId) : undefined;
}

/** A preHandler for routes that need a signed-in user: 401 otherwise. */
export function requireUser(deps: AppDeps) {
  return async (request: FastifyRequest) => {
    const user = await signedInUser(deps, request);
    if (!user) throw new AppError(401, messages.generic.notAuthenticated);
    request.user = user;
  };
}

/** A preHandler for admin-only routes: 401 with the spec's message when no admin session is open. */
export function requireAdmin(deps: AppDeps) {
  return async (request: FastifyRequest) => {
    const session = await sessionFromRequest(deps, request, 'admin');
    if (!session?.adminUsername) throw new AppError(401, messages.admin.authRequired);
    request.adminUsername = session.adminUsername;
  };
}
