/**
 * The areas of the product's messages (messages.ts) that the signed-out screens show: general
 * failures, the login screen, the verify screen. Written here, apart, so the login screen's bundle
 * carries these sentences and not the rest of the product's (record 119). messages.ts includes
 * them as `messages.generic`, `.login` and `.verify`, where the server and the signed-in screens
 * read them; only the login and verify screens (client/src/features/auth/) import this file.
 */
export const signedOutMessages = {
  generic: {
    errorBannerTitle: 'An error occurred',
    networkError: 'Network error. Please check your connection and try again.',
    crossOrigin: 'Cross-origin requests are not allowed.',
    notFound: 'Not found',
    internal: 'Something went wrong on our side. Please try again.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    notAuthenticated: 'You are not signed in.',
    controlCharacters: 'The text contains hidden control characters. Please remove them and try again.',
    badRequest: 'The request could not be read. Please try again.',
    requestTooLarge: 'The request is too large.',
    requestTimeout: 'The request took too long to arrive. Please check your connection and try again.',
    /** A part the server needs is away for a moment (record 113): the database. Sent with Retry-After. */
    unavailable: 'The service is briefly unavailable. Please try again in a moment.',
    /** The object store does not answer or refuses (record 113); what the user saved is kept. */
    storeUnavailable:
      'Audio storage is not answering right now, so your audio could not be made or read. Please try again in a moment.',
    /**
     * The server's disk is full (ENOSPC, EDQUOT; record 113 amended by issue 40): nothing was
     * written half, and what the user saved is kept. Not in the spec; written in its tone.
     */
    storeFull:
      'There is no room left on our side to save audio, so your audio could not be made. What you have saved is kept. Please try again later.',
    /** ffmpeg is missing or broken on this node (record 113): the user's input is not the problem. */
    audioServiceDown: 'Audio processing is not working on our side right now. Please try again later.',
    tooManyUploads: 'Too many uploads at once from your network. Please wait for one to finish and try again.',
  },
  login: {
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    emailDomainNotAllowed: 'Please use your work email address',
    linkSent: 'Check your email! We sent you a login link. It is valid for 15 minutes.',
    /** Under the login form's title: a first sign-in is how an account is made (decision D8). */
    intro: 'Enter your work email and we will send you a secure login link. No password needed.',
    newAccount: 'New here? The same link creates your account on first sign-in.',
    /** After linkSent, the address the link went to, so a typo shows at once. */
    linkSentTo: 'Sent to',
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
    /** The header's second sign-out (record 114): every other browser and device of the account. */
    signOutOthers: 'Sign out everywhere else',
    signedOutOthers: 'You are now signed out on every other browser and device.',
    signOutOthersFailed: 'Could not sign out everywhere else',
    /** On the login screen after a call answered 401 (lib/session-ended.ts): why it shows, and that nothing is lost. */
    sessionEndedTitle: 'Session ended',
    sessionEnded: 'Your session has ended. Sign in again to carry on: your work is kept.',
  },
  verify: {
    missingToken: 'No verification token found in the URL',
    failed: 'Login verification failed',
    invalidToken: 'This login link is not valid. Please request a new one.',
    expiredToken: 'This login link has expired. Please request a new one.',
    usedToken: 'This login link has already been used. Please request a new one.',
    success: 'You are signed in. Taking you to the studio...',
    /** Skips the spec's 2-second wait after a verified link (record 098). */
    continueNow: 'Continue now',
  },
} as const;
