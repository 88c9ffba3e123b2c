import { z } from 'zod';
import { ERROR_CODES } from '../error-codes.js';

export const errorCode = z.enum(ERROR_CODES);

/** Every 4xx/5xx JSON body (server/src/http/error-handler.ts). */
export const errorReply = z.object({ success: z.literal(false), message: z.string(), code: errorCode });
export type ErrorReply = z.infer<typeof errorReply>;
