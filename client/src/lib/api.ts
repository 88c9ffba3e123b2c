/**
 * The one fetch wrapper of the client. Every call sends cookies and JSON; failures become one of
 * two error types so screens can tell "the server said no" from "the server was never reached".
 */

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The JSON body's `message`, when the server sent one; screens fall back to their own wording. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

/** fetch itself failed: offline, DNS, connection refused. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export interface RequestOptions {
  body?: unknown;
  cache?: RequestCache;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return undefined;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, cache, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = { method, credentials: 'include', cache, signal, headers: { Accept: 'application/json' } };
  // Only send a body (and its content type) when there is one: Fastify rejects an empty JSON body.
  if (body !== undefined) {
    init.body = isForm ? body : JSON.stringify(body);
    if (!isForm) init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    // An abort is the caller's own decision, not a network failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error), { cause: error });
  }

  const text = await response.text();
  const data = parseJson(text);
  if (!response.ok) {
    const serverMessage = messageOf(data);
    // Spec §7: a generic failure reads "status code followed by the response text".
    throw new ApiError(response.status, serverMessage ?? `${response.status}: ${text || response.statusText}`, serverMessage);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
