/**
 * The one fetch wrapper of the client. Every call sends cookies and JSON; failures become one of
 * two error types so screens can tell "the server said no" from "the server was never reached".
 */

import type { BodyOf, PathsOf, ReplyOf } from '#common/api-routes.js';
import { errorCodeForStatus, isErrorCode, type ErrorCode } from '#common/error-codes.js';
import { reportUnauthorized } from './session-ended';

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The JSON body's `message`, when the server sent one; screens fall back to their own wording. */
    readonly serverMessage?: string,
    /** The body's stable `code`; without one (a proxy's page), the code the status means. */
    readonly code: ErrorCode = errorCodeForStatus(status),
    /** The JSON body's `error` (Fastify's 'Bad Request', a proxy's reason), for a screen the spec lets fall back to it. */
    readonly serverError?: string,
  ) {
    super(message);
  }
}

/** What to tell the user when a call failed: the server's own words when it refused, else `fallback`. */
export function serverReason(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** fetch itself failed: offline, DNS, connection refused. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export interface RequestOptions {
  body?: unknown;
  cache?: RequestCache;
  signal?: AbortSignal;
  /** Extra request headers, such as `Prefer: respond-async` for the job-backed calls. */
  headers?: Record<string, string>;
  /** Lets the request outlive the page: the draft's last save as the tab closes. */
  keepalive?: boolean;
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

function errorFieldOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error) {
    return data.error;
  }
  return undefined;
}

function codeOf(data: unknown): ErrorCode | undefined {
  return data && typeof data === 'object' && 'code' in data && isErrorCode(data.code) ? data.code : undefined;
}

/** One call, its reply typed by the caller; `api` below is the typed way in. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, cache, signal, keepalive } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'include',
    cache,
    signal,
    keepalive,
    headers: { Accept: 'application/json', ...options.headers },
  };
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
    // A signed-in call refused: the session ended (expired, signed out elsewhere). Said once, here.
    if (response.status === 401) reportUnauthorized(path);
    const serverMessage = messageOf(data);
    // Spec §7: a generic failure reads "status code followed by the response text".
    throw new ApiError(
      response.status,
      serverMessage ?? `${response.status}: ${text || response.statusText}`,
      serverMessage,
      codeOf(data),
      errorFieldOf(data),
    );
  }
  return data as T;
}

type Options = Omit<RequestOptions, 'body'>;

/**
 * The API's JSON routes, typed from the route table (common/api-routes.ts): the path picks the
 * route, and the route gives the body it takes and the reply it answers with.
 */
export const api = {
  get: <P extends PathsOf<'GET'>>(path: P, options?: Options) => request<ReplyOf<'GET', P>>('GET', path, options),
  post: <P extends PathsOf<'POST'>>(path: P, body?: BodyOf<'POST', P> | FormData, options?: Options) =>
    request<ReplyOf<'POST', P>>('POST', path, { ...options, body }),
  put: <P extends PathsOf<'PUT'>>(path: P, body: BodyOf<'PUT', P>, options?: Options) =>
    request<ReplyOf<'PUT', P>>('PUT', path, { ...options, body }),
  delete: <P extends PathsOf<'DELETE'>>(path: P, options?: Options) =>
    request<ReplyOf<'DELETE', P>>('DELETE', path, options),
};
