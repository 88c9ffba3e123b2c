import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '#common/messages.js';
import { AppError } from '../errors.js';
import { outageOf } from './unavailable.js';
import { errorCodeForStatus, type ErrorCode } from '#common/error-codes.js';
import type { ErrorReply } from '#common/schemas/errors.js';

/** Framework refusals (body parser, multipart reader) in the product's words, never the library's. */
function clientErrorMessage(status: number): string {
  if (status === 429) return messages.generic.tooManyRequests;
  if (status === 413) return messages.generic.requestTooLarge;
  if (status === 408) return messages.generic.requestTimeout;
  if (status === 404) return messages.generic.notFound;
  return messages.generic.badRequest;
}

/** The one shape of every error body (common/error-codes.ts). */
export const errorBody = (message: string, code: ErrorCode): ErrorReply => ({ success: false, message, code });

/** Every error leaves as `{ success: false, message, code }`, the message fit for the user to read. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send(errorBody(error.message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const atRoot = !first || first.instancePath === '' || first.instancePath === '/';
      return reply
        .code(400)
        .send(
          errorBody(atRoot ? 'Invalid request body' : (first.message ?? messages.generic.badRequest), 'validation'),
        );
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send(errorBody(clientErrorMessage(status), errorCodeForStatus(status)));
    }
    // A part that is away (record 113): a 503 to try again, never a dropped connection.
    const outage = outageOf(error);
    if (outage) {
      request.log.warn({ err: error }, 'request failed: a part of the service is away');
      return reply.code(503).headers(outage.headers).send(errorBody(outage.message, outage.code));
    }
    // The logger's serializer leaves a failed query's SQL and parameters out (http/logger.ts).
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(messages.generic.internal, 'internal'));
  });
}
