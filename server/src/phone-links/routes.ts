import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { registerOwnerRoutes } from './owner-routes.js';
import { registerPublicRoutes } from './public-routes.js';

/** Phone links (issue 26, record 110): the owner's routes under /api/phone-links, the phone systems' under /phone. */
export async function registerPhoneLinkRoutes(app: FastifyInstance, deps: AppDeps, jobs: JobQueue): Promise<void> {
  registerOwnerRoutes(app, deps);
  await registerPublicRoutes(app, deps, jobs);
}
