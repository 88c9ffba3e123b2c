import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../../common/messages.js';
import { AppError } from '../errors.js';

/** Every error leaves as `{ success: false, message }`, the message fit for the user to read. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send({ success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const atRoot = !first || first.instancePath === '' || first.instancePath === '/';
      return reply.code(400).send({ success: false, message: atRoot ? 'Invalid request body' : first.message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ success: false, message: status === 429 ? messages.generic.tooManyRequests : error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: messages.generic.internal });
  });
}
