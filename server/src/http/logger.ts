import type { FastifyServerOptions } from 'fastify';

type FastifyLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Query parameters that must never reach a log: a login link's token is a password for 15 minutes. */
const SECRET_PARAMS = /([?&](?:token)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** A process out of descriptors or memory says so in its log line (record 113). */
const EXHAUSTION_CODES = new Set(['EMFILE', 'ENFILE', 'ENOMEM']);

/**
 * What a failure leaves in the log: its kind, reason and stack, never a failed query's SQL or
 * parameters (they hold what the user typed). Drizzle puts both in its error's message, and
 * PostgreSQL's `detail` repeats the values of a refused row, so a query's failure is logged as its
 * SQLSTATE code and the driver's reason only (record 113). Every `err` of every log line, the
 * jobs' and housekeeping's included, passes through here.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  if (error.name === 'DrizzleQueryError' || 'query' in error) {
    const code = (cause as { code?: string } | undefined)?.code;
    return { type: 'DatabaseError', code, message: cause?.message ?? 'query failed' };
  }
  const code = (error as { code?: unknown }).code;
  if (isSqlState(code)) return { type: 'DatabaseError', code, message: error.message };
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof code === 'string' && EXHAUSTION_CODES.has(code) ? { exhausted: true } : {}),
    stack: error.stack,
    ...(cause ? { cause: loggableError(cause) } : {}),
  };
}

/** PostgreSQL's five-character error codes (its errors carry `detail`, `where`, the row's values). */
const isSqlState = (code: unknown): boolean => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/**
 * Structured JSON request logs (pino): one line when a request arrives and one when it is
 * answered, with method, redacted URL, client address, status and time taken.
 */
export function loggerOptions(level: string): FastifyLoggerOptions {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      res: (res) => ({ statusCode: res.statusCode }),
      // Fastify's type asks for pino's shape; pino takes any object.
      err: loggableError as never,
    },
  };
}
