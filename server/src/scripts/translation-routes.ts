import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '#common/messages.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { routeSchema } from '../http/route-schema.js';
import { llmEndpointOf } from './create-script-writer.js';
import { translateWords } from './llm/llm-translator.js';

/**
 * The Spanish of the business's English words, offered for the user to check (issue 47, record
 * 155). Only with an LLM configured: the offline composer writes Spanish, but cannot translate the
 * user's own words. Nothing is kept here; the reply fills the Spanish fields for editing.
 */
export function registerTranslationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(deps);
  const endpoint = llmEndpointOf(deps.config);

  r.get(
    '/api/spanish-words/translation',
    { preHandler, schema: routeSchema('GET /api/spanish-words/translation') },
    async () => ({ available: endpoint !== undefined }),
  );

  r.post(
    '/api/spanish-words/translation',
    { preHandler, schema: routeSchema('POST /api/spanish-words/translation') },
    async (request) => {
      if (!endpoint) throw new AppError(409, messages.spanishWords.translationUnavailable);
      try {
        return await translateWords(endpoint, request.body);
      } catch (error) {
        request.log.warn({ err: error }, 'LLM translation failed');
        throw new AppError(502, messages.spanishWords.translationFailed);
      }
    },
  );
}
