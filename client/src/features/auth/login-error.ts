import { signedOutMessages } from '#common/signed-out-messages.js';
import { ApiError, NetworkError } from '../../lib/api';

/**
 * What the login screen shows when requesting a link fails (spec §8 "Login link"). The server's
 * own SMTP wording is replaced by the administrator hint whenever it mentions authentication.
 */
export function loginLinkErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return signedOutMessages.generic.networkError;
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  if (serverMessage && /authentication failed/i.test(serverMessage)) return signedOutMessages.login.smtpAuthFailed;
  return serverMessage || signedOutMessages.login.sendFailed;
}
