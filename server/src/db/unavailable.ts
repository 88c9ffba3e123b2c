import { causedBy } from '../errors.js';

/**
 * Errors that mean PostgreSQL is away (stopped, restarting, unreachable, overloaded), not that a
 * statement was wrong: requests answer them with a 503 and Retry-After, start-up waits them out
 * (record 113). Drizzle wraps the driver's error, so the causes are followed.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE class 08 (connection exception) and the server's own refusals: shutting down (57P01,
 * 57P02), starting up (57P03), out of connections (53300), a statement over its time (57014).
 */
const SERVER_CODES = /^(08...|57P0[123]|53300|57014)$/;

/** What node-postgres says when a connection ends or does not come in time; these carry no code. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|Connection ended/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  return causedBy(error, (e) => {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
    // A failed query's own message holds its SQL and parameters: only the driver's is read.
    return e.name !== 'DrizzleQueryError' && DRIVER_MESSAGES.test(e.message);
  });
}
