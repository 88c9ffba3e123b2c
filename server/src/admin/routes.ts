import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '#common/messages.js';
import { sessionFromRequest } from '../auth/current-user.js';
import { deleteSession } from '../auth/sessions.js';
import type { AppDeps } from '../deps.js';
import { serviceContext } from '../http/context.js';
import { KNOWN_BROWSER } from '../auth/policy.js';
import {
  clearSessionCookie,
  readAppCookie,
  readSessionCookie,
  setAppCookie,
  setSessionCookie,
} from '../auth/session-cookie.js';
import { adminLogin } from './admin-login.js';
import { routeSchema } from '../http/route-schema.js';

export function registerAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/admin/login', { schema: routeSchema('POST /api/admin/login') }, async (request, reply) => {
    const { username, password } = request.body;
    const knownBrowser = readAppCookie(request, KNOWN_BROWSER.cookie, KNOWN_BROWSER.maxLength);
    const signIn = await adminLogin(serviceContext(deps, request), {
      username,
      password,
      ip: request.ip,
      knownBrowser,
    });
    setSessionCookie(request, reply, 'admin', signIn.sessionId);
    setAppCookie(request, reply, KNOWN_BROWSER.cookie, signIn.knownBrowser, KNOWN_BROWSER.lifetime);
    return { success: true as const, message: messages.admin.loginSuccess, username };
  });

  r.get('/api/admin/auth-status', { schema: routeSchema('GET /api/admin/auth-status') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await sessionFromRequest(deps, request, 'admin');
    return { isAuthenticated: Boolean(session), username: session?.adminUsername ?? null };
  });

  r.post('/api/admin/logout', { schema: routeSchema('POST /api/admin/logout') }, async (request, reply) => {
    const id = readSessionCookie(request, 'admin');
    if (id) await deleteSession(deps.database.db, id);
    clearSessionCookie(request, reply, 'admin');
    return { success: true as const };
  });
}
