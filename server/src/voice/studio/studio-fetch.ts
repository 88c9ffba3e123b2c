import { StudioError, type StudioFailure, type StudioId } from './studio-error.js';

/**
 * One HTTP call to a studio service with a time limit, turning every failure into a StudioError:
 * bad key, used-up quota, server errors, unreachable host and time-outs. The services' documented
 * error shapes differ, so `classify` lets each adapter read its own.
 */
export interface StudioCall {
  service: StudioId;
  url: string;
  init: RequestInit;
  timeoutMs: number;
  /** Reads the service's error answer; returns undefined to fall back on the status code. */
  classify?: (status: number, body: string) => StudioFailure | undefined;
}

/** Returns the body of a successful answer; the time limit covers reading the body too. */
export async function studioFetch(call: StudioCall): Promise<Buffer> {
  let response: Response;
  let bytes: Buffer;
  try {
    response = await fetch(call.url, { ...call.init, signal: AbortSignal.timeout(call.timeoutMs) });
    bytes = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new StudioError(call.service, timedOut ? 'timeout' : 'unavailable');
  }
  if (response.ok) return bytes;
  const body = bytes.toString('utf8');
  const failure = call.classify?.(response.status, body) ?? failureFromStatus(response.status);
  throw new StudioError(call.service, failure, failure === 'rejected' ? detailOf(body) : '');
}

export function failureFromStatus(status: number): StudioFailure {
  if (status === 401 || status === 403) return 'auth';
  if (status === 402 || status === 429) return 'quota';
  if (status >= 500) return 'unavailable';
  return 'rejected';
}

/** The human part of an error body: `message`, `detail.message`, `error(.message)`, or a short plain text. */
export function detailOf(body: string): string {
  try {
    const data = JSON.parse(body) as Record<string, unknown>;
    const detail = data.detail as Record<string, unknown> | string | undefined;
    // OpenAI's shape: { error: { message, type, code } }.
    const error = data.error as Record<string, unknown> | string | undefined;
    const text =
      data.errorMessage ??
      data.message ??
      (typeof detail === 'object' ? detail?.message : detail) ??
      (typeof error === 'object' ? error?.message : error);
    if (typeof text === 'string') return text.slice(0, 200);
  } catch {
    // not JSON
  }
  return body.slice(0, 200);
}
