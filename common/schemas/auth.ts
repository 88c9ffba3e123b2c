import { z } from 'zod';
import { messages } from '../messages.js';
import { noControlChars } from './text.js';

/** Request and response contracts of the sign-in and admin routes (spec §7). */

export const requestLoginBody = z.object({
  email: z
    .string({ error: messages.login.emailRequired })
    .trim()
    .min(1, messages.login.emailRequired)
    .max(254, messages.login.emailInvalid)
    .refine(...noControlChars)
    .pipe(z.email({ error: messages.login.emailInvalid }))
    .transform((e) => e.toLowerCase()),
});

export const verifyBody = z.object({
  token: z
    .string({ error: messages.verify.missingToken })
    .trim()
    .min(1, messages.verify.missingToken)
    .max(200, messages.verify.invalidToken)
    .refine(...noControlChars),
});

export const adminLoginBody = z.object({
  username: z
    .string({ error: messages.admin.credentialsRequired })
    .trim()
    .min(1, messages.admin.credentialsRequired)
    .max(100, messages.admin.invalidCredentials)
    .refine(...noControlChars),
  password: z
    .string({ error: messages.admin.credentialsRequired })
    .min(1, messages.admin.credentialsRequired)
    .max(200, messages.admin.invalidCredentials)
    .refine(...noControlChars),
});
export type AdminLoginBody = z.input<typeof adminLoginBody>;

/** Success replies of the sign-in routes carry a message the screens show. */
export const successReply = z.object({ success: z.literal(true), message: z.string() });
const publicUser = z.object({ id: z.string(), email: z.string() });
export type PublicUser = z.infer<typeof publicUser>;

export const authUserReply = z.object({ isAuthenticated: z.literal(true), user: publicUser });
export type AuthUserReply = z.infer<typeof authUserReply>;

/**
 * GET /api/auth/status (record 153): who is signed in, answered 200 either way, so a signed-out
 * browser asking has no failed request to log. GET /api/auth/user keeps the spec's 401.
 */
export const authStatusReply = z.union([
  authUserReply,
  z.object({ isAuthenticated: z.literal(false), user: z.null() }),
]);

export const adminStatusReply = z.object({ isAuthenticated: z.boolean(), username: z.string().nullable() });
