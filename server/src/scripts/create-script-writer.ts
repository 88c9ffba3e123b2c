import type { FastifyBaseLogger } from 'fastify';
import { messages } from '#common/messages.js';
import type { Config } from '../config/config.js';
import { createComposer } from './composer/compose-script.js';
import type { LlmEndpoint } from './llm/chat-completions.js';
import { createLlmScriptWriter, type LlmWriterOptions } from './llm/llm-script-writer.js';
import type { ScriptWriter } from './script-writer.js';

/** Used when LLM_BASE_URL is set without LLM_MODEL: OpenAI's small model. Ollama and others need LLM_MODEL. */
const DEFAULT_LLM_MODEL = 'gpt-4o-mini';

/**
 * The app's script writer (record 054): the offline composer, unless LLM_BASE_URL names an
 * OpenAI-compatible endpoint. Then the LLM writes, and when it fails the composer stands in and
 * the reply carries a notice the user sees.
 */
/** The configured OpenAI-compatible endpoint, or undefined without LLM_BASE_URL: the script writer's and the translator's (record 155). */
export function llmEndpointOf(config: Pick<Config, 'llm'>): LlmEndpoint | undefined {
  const { baseUrl, apiKey, model } = config.llm;
  return baseUrl ? { baseUrl, apiKey, model: model ?? DEFAULT_LLM_MODEL } : undefined;
}

export function createScriptWriter(
  config: Pick<Config, 'llm'>,
  log: FastifyBaseLogger,
  llmOptions?: LlmWriterOptions,
): ScriptWriter {
  const composer = createComposer();
  const endpoint = llmEndpointOf(config);
  if (!endpoint) return composer;
  const llm = createLlmScriptWriter(endpoint, llmOptions);
  return {
    write: async (request) => {
      try {
        return await llm.write(request);
      } catch (error) {
        log.warn({ err: error }, 'LLM script writing failed; the composer wrote the script');
        const written = await composer.write(request);
        return { ...written, notice: messages.scripts.llmFallback };
      }
    },
  };
}
