import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { ApiError, NetworkError } from '../../lib/api';
import { loginLinkErrorMessage } from './login-error';

describe('loginLinkErrorMessage (spec §8 "Login link")', () => {
  it('maps any server message mentioning authentication failed to the App Passwords hint', () => {
    const error = new ApiError(502, 'x', messages.login.smtpAuthFailedServer);
    expect(loginLinkErrorMessage(error)).toBe(messages.login.smtpAuthFailed);
    expect(loginLinkErrorMessage(new ApiError(502, 'x', 'SMTP: Authentication Failed'))).toBe(
      messages.login.smtpAuthFailed,
    );
  });

  it('shows the network message when the server was not reached', () => {
    expect(loginLinkErrorMessage(new NetworkError('Failed to fetch'))).toBe(messages.generic.networkError);
  });

  it("shows the server's own message, else the default", () => {
    expect(loginLinkErrorMessage(new ApiError(429, 'x', messages.login.tooManyRequests))).toBe(
      messages.login.tooManyRequests,
    );
    expect(loginLinkErrorMessage(new ApiError(500, '500: oops'))).toBe(messages.login.sendFailed);
  });
});
