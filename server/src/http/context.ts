import type { FastifyRequest } from 'fastify';
import type { AppDeps, ServiceContext } from '../deps.js';

/** The dependencies plus the request's own logger, so a service's log lines carry the request id. */
export function serviceContext(deps: AppDeps, request: FastifyRequest): ServiceContext {
  return { ...deps, log: request.log };
}
