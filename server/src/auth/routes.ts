import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '#common/messages.js';
import type { AppDeps } from '../deps.js';
import { serviceContext } from '../http/context.js';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.js';
import { requireUser, signedInUser } from './current-user.js';
import { requestLoginLink } from './request-login-link.js';
import { deleteOtherSessions, deleteSession } from './sessions.js';
import { verifyLogin } from './verify-login.js';
import { routeSchema } from '../http/route-schema.js';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auth/request-login', { schema: routeSchema('POST /api/auth/request-login') }, async (request) => {
    const message = await requestLoginLink(serviceContext(deps, request), request.body.email, request.ip);
    return { success: true as const, message };
  });

  r.post('/api/auth/verify', { schema: routeSchema('POST /api/auth/verify') }, async (request, reply) => {
    const sessionId = await verifyLogin(serviceContext(deps, request), request.body.token);
    setSessionCookie(request, reply, 'user', sessionId);
    return { success: true as const, message: messages.verify.success };
  });

  r.get(
    '/api/auth/user',
    { preHandler: requireUser(deps), schema: routeSchema('GET /api/auth/user') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.user!;
      return { isAuthenticated: true as const, user: { id: user.id, email: user.email } };
    },
  );

  // The same question answered 200 when signed out (record 153): what the app itself asks, so a
  // signed-out visit has no failed request in the browser's console. /api/auth/user keeps its 401.
  r.get('/api/auth/status', { schema: routeSchema('GET /api/auth/status') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await signedInUser(deps, request);
    return user
      ? { isAuthenticated: true as const, user: { id: user.id, email: user.email } }
      : { isAuthenticated: false as const, user: null };
  });

  r.post(
    '/api/auth/sign-out-others',
    { preHandler: requireUser(deps), schema: routeSchema('POST /api/auth/sign-out-others') },
    async (request) => {
      // requireUser found the session, so its cookie is there.
      await deleteOtherSessions(deps.database.db, request.user!.id, readSessionCookie(request, 'user')!);
      return { success: true as const, message: messages.login.signedOutOthers };
    },
  );

  r.post('/api/auth/logout', { schema: routeSchema('POST /api/auth/logout') }, async (request, reply) => {
    const id = readSessionCookie(request, 'user');
    if (id) await deleteSession(deps.database.db, id);
    clearSessionCookie(request, reply, 'user');
    return { success: true as const, message: messages.login.loggedOut };
  });
}
