import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { ApiError } from '@/lib/api';

/**
 * What 'Voice Preview Failed' says when the server refused (spec §8): its message, or the reply's
 * `error` field when it has no message (a bare Fastify or proxy reply), else 'Server error: {status}'.
 */
export function previewErrorMessage(error: ApiError): string {
  return (
    error.serverMessage ??
    error.serverError ??
    formatMessage(messages.scripts.previewServerError, { status: error.status })
  );
}
