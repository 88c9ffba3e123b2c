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
