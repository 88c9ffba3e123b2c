import { errorCodeForStatus, type ErrorCode } from '#common/error-codes.js';

/**
 * The one error type services throw. Its message is what the user sees (taken from
 * common/messages.ts); the error handler turns it into `{ success: false, message, code }`.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    message: string,
    /** Extra headers for the reply, such as Retry-After. */
    readonly headers: Record<string, string> = {},
    /** The stable code the client acts on; by default the one the status means. */
    readonly code: ErrorCode = errorCodeForStatus(status),
  ) {
    super(message);
  }
}

/**
 * Whether `error`, or an error it was caused by, passes `test`: an outage shows as the cause of
 * the error a library wraps it in. Five deep at most, so a cycle of causes cannot loop.
 */
export function causedBy(error: unknown, test: (e: Error) => boolean): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) if (test(e)) return true;
  return false;
}
