import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAdminRoutes } from './admin/routes.js';
import { registerAuthRoutes } from './auth/routes.js';
import type { AppDeps } from './deps.js';
import { registerHealthRoutes } from './health/routes.js';
import { registerClientApp } from './http/client-app.js';
import { registerErrorHandler } from './http/error-handler.js';
import { loggerOptions } from './http/logger.js';
import { registerOriginGuard } from './http/origin-guard.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerLibraryRoutes } from './library/routes.js';
import { registerMusicRoutes } from './music/routes.js';
import { registerMixRoutes } from './mix/routes.js';
import { registerSampleRoutes } from './samples/routes.js';
import { registerScriptRoutes } from './scripts/routes.js';
import { createSpeechProviders } from './voice/providers.js';
import { registerVoiceRoutes } from './voice/routes.js';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server: plugins and feature routes. No listen and no globals, so tests build it too. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config.logLevel),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Let requests in flight finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.decorateRequest('adminUsername', null);
  // Once close() has begun, answers to requests still in flight end their keep-alive connection,
  // so the process can exit as soon as they are done instead of waiting out the keep-alive timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (!app.server.listening) reply.header('connection', 'close');
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  // Registered once for every upload route; each route sets its own size limit when it reads the file.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 10_000 } });
  registerOriginGuard(app, deps.config.publicUrl);

  // One set of speech engines: the voice routes speak with them, the health check watches them.
  const speech = createSpeechProviders(deps.config);
  registerHealthRoutes(app, deps, speech);
  registerAuthRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerSampleRoutes(app, deps);
  registerScriptRoutes(app, deps);
  await registerVoiceRoutes(app, deps, speech);
  await registerMusicRoutes(app, deps);
  registerMixRoutes(app, deps);
  registerLibraryRoutes(app, deps);
  await registerClientApp(app);
  return app;
}
