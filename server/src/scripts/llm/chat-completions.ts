import { z } from 'zod';
import type { ChatMessage } from './llm-prompt.js';

/**
 * A minimal client of the OpenAI chat-completions API, which OpenAI, Ollama, vLLM and the
 * llama.cpp server all speak. The tests run it only against a local server on loopback that
 * speaks this API (see llm-script-writer.test.ts); no real LLM service is called in any test.
 */
export interface LlmEndpoint {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export class LlmError extends Error {
  override name = 'LlmError';
}

const completionReply = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** `LLM_BASE_URL` is the API root, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
function completionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

/** `temperature`: the script writer's 0.9 gives each press of Generate its own wording; a translation wants the likeliest. */
export async function chatCompletion(
  endpoint: LlmEndpoint,
  messages: ChatMessage[],
  timeoutMs: number,
  temperature = 0.9,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(completionsUrl(endpoint.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: endpoint.model,
        messages,
        temperature,
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new LlmError(timedOut ? `no answer within ${timeoutMs} ms` : `request failed: ${String(error)}`, {
      cause: error,
    });
  }
  const body = await response.text().catch(() => '');
  if (!response.ok) throw new LlmError(`HTTP ${response.status}: ${body.slice(0, 200)}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new LlmError('the answer is not JSON');
  }
  const parsed = completionReply.safeParse(json);
  if (!parsed.success || !parsed.data.choices[0]!.message.content)
    throw new LlmError('the answer has no message content');
  return parsed.data.choices[0]!.message.content;
}

/**
 * A model's JSON answer read against `schema`; models sometimes wrap JSON in a Markdown fence
 * despite being asked not to. `what` names the answer in the error: "the script", "the translation".
 */
export function parseJsonAnswer<S extends z.ZodType>(
  content: string,
  schema: S,
  what: string,
  missing: string,
): z.output<S> {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let json: unknown;
  try {
    json = JSON.parse(unfenced);
  } catch {
    throw new LlmError(`${what} is not valid JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new LlmError(missing);
  return parsed.data;
}
