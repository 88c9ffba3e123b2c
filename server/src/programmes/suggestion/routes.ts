import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/current-user.js';
import type { AppDeps } from '../../deps.js';
import { serviceContext } from '../../http/context.js';
import { routeSchema } from '../../http/route-schema.js';
import { answerWithJob } from '../../jobs/answer-with-job.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { createScriptWriter } from '../../scripts/create-script-writer.js';
import { requireProfile } from './business-of.js';
import { requireMakeable } from './check-suggestion.js';
import { programmeMessagesJob } from './jobs/programme-messages-job.js';
import { suggestProgramme } from './suggest-programme.js';

/** The suggested programme (record 118): written from the business profile, then made into Library items and a programme. */
export function registerProgrammeSuggestionRoutes(app: FastifyInstance, deps: AppDeps, jobs: JobQueue): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const writer = createScriptWriter(deps.config, app.log);
  const preHandler = requireUser(deps);

  r.post(
    '/api/programmes/suggestion',
    { preHandler, schema: routeSchema('POST /api/programmes/suggestion') },
    async (request) => suggestProgramme(serviceContext(deps, request), writer, request.user!.id, request.body),
  );

  r.post(
    '/api/programmes/from-suggestion',
    { preHandler, schema: routeSchema('POST /api/programmes/from-suggestion') },
    async (request, reply) => {
      // Refused before a job is queued: without the business the messages have nothing true to
      // say, and a programme that could not be saved is not worth the wait.
      const ctx = serviceContext(deps, request);
      await requireProfile(ctx, request.user!.id);
      await requireMakeable(ctx, request.body);
      return answerWithJob(jobs, request, reply, programmeMessagesJob, request.body);
    },
  );
}
