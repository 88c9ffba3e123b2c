import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAdminRoutes } from './admin/routes.js';
import { registerAuthRoutes } from './auth/routes.js';
import type { AppDeps } from './deps.js';
import { registerDraftRoutes } from './draft/routes.js';
import { registerHealthRoutes } from './health/routes.js';
import { longestBodyMs, registerBodyTimeout } from './http/body-timeout.js';
import { registerUploadGuard } from './http/upload-guard.js';
import { JOB_DEFINITIONS } from './job-definitions.js';
import { createJobQueue, type JobQueue } from './jobs/job-queue.js';
import { tallyJobsUnderWay } from './jobs/job-store.js';
import { registerMetricsRoute } from './metrics/route.js';
import { registerJobRoutes } from './job-routes/routes.js';
import { registerClientApp } from './http/client-app.js';
import { registerErrorHandler } from './http/error-handler.js';
import { loggerOptions } from './http/logger.js';
import { registerOriginGuard } from './http/origin-guard.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { trustProxyTest } from './config/trust-proxy.js';
import { registerLibraryRoutes } from './library/routes.js';
import { registerMenuPackRoutes } from './menu-packs/routes.js';
import { registerMusicRoutes } from './music/routes.js';
import { registerMixRoutes } from './mix/routes.js';
import { registerVoicemailRoutes } from './menu-voicemails/routes.js';
import { registerPhoneLinkRoutes } from './phone-links/routes.js';
import { registerPhoneMenuRoutes } from './phone-menus/routes.js';
import { registerPublishingRoutes } from './publishing/routes.js';
import { registerProgrammeRoutes } from './programmes/routes.js';
import { registerProgrammeSuggestionRoutes } from './programmes/suggestion/routes.js';
import { registerProfileRoutes } from './profile/routes.js';
import { registerSampleRoutes } from './samples/routes.js';
import { registerScriptRoutes } from './scripts/routes.js';
import { registerTranslationRoutes } from './scripts/translation-routes.js';
import { createSpeechProviders } from './voice/providers.js';
import { registerVoiceRoutes } from './voice/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's job queue: main.ts and tests reach it here. */
    jobs: JobQueue;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Receives every route as it is registered: the fuzz test walks them all. */
  routes?: RouteOptions[];
}

/** Builds the whole server: plugins and feature routes. No listen and no globals, so tests build it too. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config.logLevel),
    trustProxy: trustProxyTest(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Let requests in flight finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    // Node's per-request limit behind the per-route body timeouts (http/body-timeout.ts).
    requestTimeout: longestBodyMs(deps.config.bodyTimeoutMs) + 30_000,
  });
  const routes = options.routes;
  if (routes) app.addHook('onRoute', (route) => void routes.push(route));
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
  registerBodyTimeout(app, deps.config.bodyTimeoutMs);
  registerUploadGuard(app);
  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  // Registered once for every upload route; each route sets its own size limit when it reads the file.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 10_000 } });
  registerOriginGuard(app, deps.config.publicUrl);

  // One set of speech engines: the voice routes speak with them, the health check watches them.
  const speech = createSpeechProviders(deps.config, app.log);
  // The studios' account voice lists are read at start and every few hours (record 074).
  app.addHook('onReady', async () => speech.voiceLists.forEach((list) => list.start()));
  app.addHook('onClose', async () => speech.voiceLists.forEach((list) => list.stop()));
  registerHealthRoutes(app, deps, speech);
  // On every role: a worker node's queue and engines are what an operator most wants to see (record 135).
  registerMetricsRoute(app, {
    token: deps.config.metricsToken,
    kinds: JOB_DEFINITIONS.map((d) => d.kind),
    tallyJobs: () => tallyJobsUnderWay(deps.database.db),
  });
  // Every piece of audio work goes through the job queue (records 020, 102); this node's worker runs
  // jobs unless ROLE=web, from ready until close (after the requests in flight have been answered).
  const jobs = createJobQueue(deps, { definitions: JOB_DEFINITIONS, services: { speech }, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  // Every analysis of a voice runs inside a job, so stopping the jobs lets them all finish.
  app.addHook('onClose', () => jobs.stop());
  // A worker node answers the health check only: it has no users, but its orchestrator probes it.
  if (deps.config.role === 'worker') return app;
  registerAuthRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerSampleRoutes(app, deps);
  registerScriptRoutes(app, deps);
  registerTranslationRoutes(app, deps);
  registerDraftRoutes(app, deps);
  registerProfileRoutes(app, deps);
  await registerVoiceRoutes(app, deps, speech, jobs);
  registerJobRoutes(app, deps, jobs);
  await registerMusicRoutes(app, deps);
  registerMixRoutes(app, deps, jobs);
  registerLibraryRoutes(app, deps, jobs);
  await registerPhoneLinkRoutes(app, deps, jobs);
  registerVoicemailRoutes(app, deps);
  registerProgrammeSuggestionRoutes(app, deps, jobs);
  registerProgrammeRoutes(app, deps, jobs);
  registerMenuPackRoutes(app, deps, speech, jobs);
  registerPhoneMenuRoutes(app, deps, speech, jobs);
  registerPublishingRoutes(app, deps, jobs);
  await registerClientApp(app);
  return app;
}
