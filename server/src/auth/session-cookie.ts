import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_POLICY, type SessionKind } from './policy.js';

/**
 * The app's cookies (sessions, and the admin's known browser): HttpOnly (no script can read them),
 * SameSite=Lax (not sent on cross-site POSTs), Secure whenever the request arrived over HTTPS
 * (directly or, with TRUST_PROXY, via a proxy). Over HTTPS the name carries the `__Host-` prefix
 * (record 114): a browser then keeps such a cookie only when it is Secure, for `/` and without a
 * Domain, so no other host (a sibling subdomain) can set or replace it.
 */
function cookieName(request: FastifyRequest, base: string): string {
  return request.protocol === 'https' ? `__Host-${base}` : base;
}

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' } as const;
}

export function setAppCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  base: string,
  value: string,
  maxAgeMs: number,
) {
  reply.setCookie(cookieName(request, base), value, { ...cookieOptions(request), maxAge: Math.floor(maxAgeMs / 1000) });
}

function clearAppCookie(request: FastifyRequest, reply: FastifyReply, base: string): void {
  reply.clearCookie(cookieName(request, base), cookieOptions(request));
}

/** The cookie's value, or undefined when absent or longer than any value the app sets. */
export function readAppCookie(request: FastifyRequest, base: string, maxLength: number): string | undefined {
  const value = request.cookies[cookieName(request, base)];
  return value && value.length <= maxLength ? value : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, kind: SessionKind, id: string): void {
  setAppCookie(request, reply, SESSION_POLICY[kind].cookie, id, SESSION_POLICY[kind].absolute);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, kind: SessionKind): void {
  clearAppCookie(request, reply, SESSION_POLICY[kind].cookie);
}

export function readSessionCookie(request: FastifyRequest, kind: SessionKind): string | undefined {
  return readAppCookie(request, SESSION_POLICY[kind].cookie, 100);
}
