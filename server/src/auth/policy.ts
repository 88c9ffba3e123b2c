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

export const ADMIN_LOGIN_LIMITS = {
  window: 15 * MINUTE,
  /** From this many failures on, each further answer is delayed a little more. */
  slowDownAfter: 2,
  delayStep: 500,
  maxDelay: 4_000,
  lockAccountAfter: 5,
  lockIpAfter: 10,
  lockFor: 15 * MINUTE,
};
