/**
 * The stable `code` of every error body. Messages are for people and may be reworded; the client
 * decides what to do (sign in again, offer the offline engine, say "expired") from the code.
 */
export const ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'timeout',
  'conflict',
  'gone',
  'too_large',
  'too_long',
  'rate_limited',
  'busy',
  'cancelled',
  'studio_failed',
  'upstream_failed',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Without zod: this file is in every client bundle, the signed-out screens' included. */
export const isErrorCode = (value: unknown): value is ErrorCode => ERROR_CODES.includes(value as ErrorCode);

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'timeout',
  409: 'conflict',
  410: 'gone',
  413: 'too_large',
  429: 'rate_limited',
  502: 'upstream_failed',
  503: 'unavailable',
};

/** The code a status means when nothing more precise was said. */
export function errorCodeForStatus(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status < 500 ? 'validation' : 'internal');
}
