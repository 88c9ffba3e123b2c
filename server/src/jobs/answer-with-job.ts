import type { FastifyReply, FastifyRequest } from 'fastify';
import { JOB_ID_HEADER } from '#common/schemas/jobs.js';
import type { JobDefinition } from './job-definition.js';
import type { JobQueue } from './job-queue.js';

/**
 * How a route answers with a job. Normally it waits for the job and answers with the spec's reply
 * (the job id in a header). A client that sends `Prefer: respond-async` (RFC 7240) gets 202 with
 * the job's status at once and follows it on GET /api/jobs/:id.
 */
export async function answerWithJob<P, R>(
  jobs: JobQueue,
  request: FastifyRequest,
  reply: FastifyReply,
  definition: JobDefinition<P, R>,
  payload: P,
): Promise<R | FastifyReply> {
  if (prefersAsync(request)) return answerWithJobStatus(jobs, request, reply, definition, payload);
  return (await waitForJob(jobs, request, reply, definition, payload)).result;
}

/** Queues the job (or joins its twin), names it in the reply's header and waits for its result. */
export async function waitForJob<P, R>(
  jobs: JobQueue,
  request: FastifyRequest,
  reply: FastifyReply,
  definition: JobDefinition<P, R>,
  payload: P,
): Promise<{ id: string; result: R }> {
  const id = await jobs.enqueue(definition, request.user!.id, payload);
  void reply.header(JOB_ID_HEADER, id);
  return { id, result: await jobs.result(definition, id) };
}

/** Whether the client asked to follow the job itself (`Prefer: respond-async`, RFC 7240). */
export const prefersAsync = (request: FastifyRequest): boolean =>
  /\brespond-async\b/i.test(String(request.headers.prefer ?? ''));

/** Queues the job (or joins its identical twin) and answers 202 with its status at once. */
export async function answerWithJobStatus<P, R>(
  jobs: JobQueue,
  request: FastifyRequest,
  reply: FastifyReply,
  definition: JobDefinition<P, R>,
  payload: P,
): Promise<FastifyReply> {
  return replyQueued(jobs, request, reply, await jobs.enqueue(definition, request.user!.id, payload));
}

/** Answers 202 with the status of a job already queued. */
async function replyQueued(
  jobs: JobQueue,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
): Promise<FastifyReply> {
  const status = await jobs.status(id, request.user!.id);
  if (prefersAsync(request)) void reply.header('preference-applied', 'respond-async');
  return reply.code(202).header(JOB_ID_HEADER, id).header('location', `/api/jobs/${id}`).send(status);
}

/**
 * `answerWithJob` for a job the route queued itself, to note its id before answering (a programme's
 * render, which a reload follows again): the job's result, or null once it has answered 202 with the
 * job's status. Not the reply itself: a reply is a thenable, so awaiting it gives `undefined` once
 * sent, and a route that then read the result threw after its 202 (issue 40).
 */
export async function answerWithQueuedJob<P, R>(
  jobs: JobQueue,
  request: FastifyRequest,
  reply: FastifyReply,
  definition: JobDefinition<P, R>,
  id: string,
): Promise<R | null> {
  if (prefersAsync(request)) {
    await replyQueued(jobs, request, reply, id);
    return null;
  }
  void reply.header(JOB_ID_HEADER, id);
  return jobs.result(definition, id);
}
