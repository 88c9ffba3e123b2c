import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messages } from '#common/messages.js';
import { AppError } from '../errors.js';
import { collectProcessMetrics, countAnswer, jobsUnderWay, metricsRegistry } from './meters.js';

/** One row of the shared queue's tally: jobs of a kind in a state (queued or running). */
interface JobTally {
  kind: string;
  state: string;
  count: number;
}

export interface MetricsRouteOptions {
  /** METRICS_TOKEN; undefined: the route answers 404, as if there were none. */
  token: string | undefined;
  /** Every job kind, so a kind with nothing under way shows 0 rather than vanishing. */
  kinds: readonly string[];
  /** Jobs queued and running in the shared database, by kind and state. */
  tallyJobs: () => Promise<JobTally[]>;
}

/** Compared as SHA-256 digests, so the time taken says nothing of the token, not even its length. */
const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics in Prometheus's text format (record 135): off unless METRICS_TOKEN is set, and then
 * only for a request that brings it as a bearer token. Every 429 and 503 this node answers is
 * counted here too, on any route.
 */
export function registerMetricsRoute(app: FastifyInstance, options: MetricsRouteOptions): void {
  app.addHook('onResponse', async (request, reply) => {
    countAnswer(reply.statusCode, request.routeOptions.url ?? 'unknown');
  });
  const { token } = options;
  if (token) collectProcessMetrics();
  app.get('/metrics', async (request, reply) => {
    if (!token) throw new AppError(404, messages.generic.notFound, {}, 'not_found');
    if (!bearerMatches(request.headers.authorization, token))
      throw new AppError(
        401,
        'GET /metrics needs the METRICS_TOKEN as a bearer token.',
        { 'www-authenticate': 'Bearer realm="metrics"' },
        'unauthorized',
      );
    const rows = await options.tallyJobs();
    jobsUnderWay.reset();
    for (const kind of options.kinds) for (const state of ['queued', 'running']) jobsUnderWay.set({ kind, state }, 0);
    for (const row of rows) jobsUnderWay.set({ kind: row.kind, state: row.state }, row.count);
    return reply
      .header('content-type', metricsRegistry.contentType)
      .header('cache-control', 'no-store')
      .send(await metricsRegistry.metrics());
  });
}
