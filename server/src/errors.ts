/**
 * The one error type services throw. Its message is what the user sees (taken from
 * common/messages.ts); the error handler turns it into `{ success: false, message }`.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    message: string,
    /** Extra headers for the reply, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
