import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_POLICY, type SessionKind } from './policy.js';

/**
 * Session cookies: HttpOnly (no script can read them), SameSite=Lax (not sent on cross-site
 * POSTs), Secure whenever the request arrived over HTTPS (directly or, with TRUST_PROXY, via a proxy).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, kind: SessionKind, id: string): void {
  const policy = SESSION_POLICY[kind];
  reply.setCookie(policy.cookie, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(policy.absolute / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, kind: SessionKind): void {
  reply.clearCookie(SESSION_POLICY[kind].cookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

export function readSessionCookie(request: FastifyRequest, kind: SessionKind): string | undefined {
  const value = request.cookies[SESSION_POLICY[kind].cookie];
  return value && value.length <= 100 ? value : undefined;
}
