import { messages } from '#common/messages.js';
import { AppError } from '../errors.js';

/**
 * What an upload reader throws when the multipart stream fails: a file over the route's limit is
 * 413 in the route's words; a body that is not well-formed multipart (busboy's "Unexpected end of
 * form", "Malformed part header") is the client's 400, not our 500. Disk and system errors (which
 * carry an errno code) stay server faults.
 */
export function uploadError(error: unknown, tooLargeMessage: string): Error {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, tooLargeMessage);
  if (statusCode !== undefined) return error as Error;
  if (error instanceof Error && code === undefined) return new AppError(400, messages.generic.badRequest);
  return error instanceof Error ? error : new Error(String(error));
}
