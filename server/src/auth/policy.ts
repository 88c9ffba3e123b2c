/** How long credentials live and how often they may be asked for. Times in milliseconds. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LOGIN_TOKEN_TTL = 15 * MINUTE;

export const SESSION_POLICY = {
  user: { cookie: 'avs_session', idle: 7 * DAY, absolute: 30 * DAY },
  admin: { cookie: 'avs_admin', idle: 30 * MINUTE, absolute: 8 * HOUR },
} as const;
export type SessionKind = keyof typeof SESSION_POLICY;

/** lastSeenAt is written at most this often, so reading a session is usually one SELECT. */
export const SESSION_TOUCH_INTERVAL = MINUTE;

/**
 * Login-link requests in an hour (records 037, 114). A mailbox is counted per requesting address
 * (an IPv6 /64), so a stranger asking again and again uses up only their own share of it, never the
 * owner's; all addresses together get a higher cap, so a mailbox cannot be flooded with mail. One
 * address may ask for many mailboxes (an office behind one NAT address), but only so many distinct
 * ones an hour, so it cannot mail hundreds of strangers.
 */
export const LOGIN_LINK_LIMITS = {
  window: HOUR,
  perMailboxAndAddress: 10,
  perMailbox: 30,
  perAddress: 200,
  mailboxesPerAddress: 60,
};

/**
 * Admin sign-in attempts (decisions 034, record 114), counted before the password is checked. One
 * address (an IPv6 /64) is locked out of one account after `lockPairAfter` attempts, and out of
 * every account after `lockIpAfter`. All addresses together get `accountPerHour` attempts at an
 * account an hour (ASVS: 100 failed attempts an hour); past it only a browser that has signed in
 * to the account before may try, with its own `knownBrowserAfter` attempts a window.
 */
export const ADMIN_LOGIN_LIMITS = {
  window: 15 * MINUTE,
  lockPairAfter: 5,
  lockIpAfter: 10,
  accountPerHour: 100,
  accountWindow: HOUR,
  knownBrowserAfter: 5,
  /** A lock lasts until its window ends: at most this long. */
  lockFor: 15 * MINUTE,
  /** Past this many attempts on an account (from anywhere), each one waits a little longer. */
  slowDownAfter: 2,
  delayStep: 500,
  maxDelay: 4_000,
};

/** The admin's "known browser" cookie (record 114): signed, kept this long after a sign-in. */
export const KNOWN_BROWSER = { cookie: 'avs_admin_browser', lifetime: 90 * DAY, maxLength: 300 } as const;
