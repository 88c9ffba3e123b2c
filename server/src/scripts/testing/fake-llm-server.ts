import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server on loopback that speaks the OpenAI chat-completions API, for testing the
 * LLM script writer: it answers with what the test queues (a script, broken JSON, an error
 * status, or nothing for a while). This is the only "LLM" any test talks to.
 */
type FakeAnswer =
  | { kind: 'script'; script: string; fenced?: boolean }
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'slow'; delayMs: number; script: string };

/** What the tests read of a chat-completions request. */
interface ChatCompletionsRequest {
  model: string;
  response_format?: unknown;
  messages: { role: string; content: string }[];
}

export interface FakeLlmServer {
  baseUrl: string;
  /** Every request body received, parsed. */
  requests: { headers: http.IncomingHttpHeaders; body: ChatCompletionsRequest }[];
  /** Answers used in order; the last one repeats. */
  answer(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

function completion(content: string) {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  let queue: FakeAnswer[] = [{ kind: 'status', status: 500 }];
  const requests: FakeLlmServer['requests'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      requests.push({ headers: req.headers, body: JSON.parse(raw) as ChatCompletionsRequest });
      const next = (queue.length > 1 ? queue.shift() : queue[0])!;
      const send = (status: number, body: string) => {
        if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      };
      if (next.kind === 'status') return send(next.status, next.body ?? '{"error":{"message":"server error"}}');
      if (next.kind === 'content') return send(200, completion(next.content));
      const json = JSON.stringify({ script: next.script });
      if (next.kind === 'slow') return void setTimeout(() => send(200, completion(json)), next.delayMs);
      send(200, completion(next.fenced ? `\`\`\`json\n${json}\n\`\`\`` : json));
    });
  });
  // Idle connections kept a minute, as a real service keeps them (see fake-studio.ts).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (...answers) => {
      queue = answers;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
