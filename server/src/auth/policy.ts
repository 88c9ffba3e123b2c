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

export const LOGIN_LINK_LIMITS = {
  window: 15 * MINUTE,
  perEmail: 5,
  perIp: 20,
};

/**
 * Admin sign-in attempts (decisions 034), counted before the password is checked. One address is
 * locked out of one account after `lockPairAfter` attempts, and out of every account after
 * `lockIpAfter`; the account itself is never locked for everyone, only slowed down.
 */
export const ADMIN_LOGIN_LIMITS = {
  window: 15 * MINUTE,
  lockPairAfter: 5,
  lockIpAfter: 10,
  /** A lock lasts until its window ends: at most this long. */
  lockFor: 15 * MINUTE,
  /** Past this many attempts on an account (from anywhere), each one waits a little longer. */
  slowDownAfter: 2,
  delayStep: 500,
  maxDelay: 4_000,
};
