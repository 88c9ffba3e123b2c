/**
 * Every user-facing message of the product, in the specification's words (spec §5, §8).
 * Client and server import from here so the same sentence is never written twice.
 */
export const messages = {
  generic: {
    errorBannerTitle: 'An error occurred',
    networkError: 'Network error. Please check your connection and try again.',
    crossOrigin: 'Cross-origin requests are not allowed.',
    notFound: 'Not found',
    internal: 'Something went wrong on our side. Please try again.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    notAuthenticated: 'You are not signed in.',
  },
  login: {
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    emailDomainNotAllowed: 'Please use your work email address',
    linkSent: 'Check your email! We sent you a login link. It is valid for 15 minutes.',
    sendFailed: 'Failed to send login link',
    /** Shown whenever the server's message mentions 'authentication failed' (spec §8). */
    smtpAuthFailed:
      'Email authentication failed. The administrator may need to enable App Passwords in Office 365 settings.',
    /** The server's own wording for an SMTP authentication failure; the client maps it to smtpAuthFailed. */
    smtpAuthFailedServer: 'Could not send the login link: the mail server reported that authentication failed.',
    mailUnavailable: 'Could not send the login link: the mail server is not reachable. Please try again later.',
    tooManyRequests: 'Too many login link requests. Please wait a few minutes and try again.',
    alreadyLoggedIn: 'Already logged in, redirecting...',
    loggedOut: 'You have been signed out.',
  },
  verify: {
    missingToken: 'No verification token found in the URL',
    failed: 'Login verification failed',
    invalidToken: 'This login link is not valid. Please request a new one.',
    expiredToken: 'This login link has expired. Please request a new one.',
    usedToken: 'This login link has already been used. Please request a new one.',
    success: 'You are signed in. Taking you to the studio...',
  },
  admin: {
    credentialsRequired: 'Username and password are required',
    loginFailed: 'Login failed',
    invalidCredentials: 'Invalid username or password',
    loginSuccess: 'Login successful',
    lockedOut: 'Too many failed login attempts. Please try again in 15 minutes.',
    authRequiredTitle: 'Authentication Required',
    authRequired: 'You must be logged in to upload music tracks.',
  },
  business: {
    companyNameRequired: 'Company name is required',
    industryRequired: 'Please select an industry',
    customSectorRequired: 'Please provide a custom sector',
    industryOrSectorRequired: 'Please select an industry or enter a custom sector',
  },
  samples: {
    notAvailable: 'This sample is not available yet.',
  },
  /** The wizard frame's processing overlay (spec §2). */
  wizard: {
    processingTitle: 'Processing your request...',
    processingDescription: 'This may take a few moments',
    skipToResults: 'Skip to Results',
  },
  /** Audio playback refused by the browser's autoplay rules (spec §8). */
  audio: {
    needsInteractionTitle: 'Audio Requires User Interaction',
    needsInteraction: 'Click the play button to start audio playback.',
  },
} as const;
