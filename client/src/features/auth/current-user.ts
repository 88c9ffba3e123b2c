import { useSyncExternalStore } from 'react';
import type { AuthUserReply } from '#common/schemas/auth.js';
import { ApiError, api } from '@/lib/api';

/**
 * Who is signed in: `undefined` until the first check answers, then the reply, or null when signed
 * out. A small store rather than a TanStack query, so the query library stays in the signed-in
 * chunk and out of the login screen's bytes (record 119). Checked when the app first asks, again
 * when the tab is shown after being hidden or the browser is back online (as the query did), and
 * whenever sign-in or sign-out says so.
 */
let current: AuthUserReply | null | undefined;
/** The newest check: an older one still under way (a focus check before a sign-out) must not win. */
let newest: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: AuthUserReply | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Asks the server again; resolves once this check's answer is in the store (unless a newer check began). */
export function checkCurrentUser(): Promise<void> {
  const check: Promise<void> = fetchCurrentUser().then((reply) => {
    if (newest === check) publish(reply);
  });
  newest = check;
  return check;
}

/** The session ended (a call answered 401): signed out now, without asking. */
export function forgetCurrentUser(): void {
  newest = null;
  publish(null);
}

function checkWhenShown(): void {
  if (document.visibilityState === 'visible') void checkCurrentUser();
}

function checkWhenOnline(): void {
  void checkCurrentUser();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    if (current === undefined && newest === null) void checkCurrentUser();
    document.addEventListener('visibilitychange', checkWhenShown);
    window.addEventListener('online', checkWhenOnline);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener('visibilitychange', checkWhenShown);
    window.removeEventListener('online', checkWhenOnline);
  };
}

export function useCurrentUser(): AuthUserReply | null | undefined {
  return useSyncExternalStore(subscribe, () => current);
}

/**
 * Asks GET /api/auth/status, which answers 200 signed in or not (record 153): the spec's
 * /api/auth/user answers a signed-out visitor 401, which the browser logs as a failed request on
 * every visit to the login screen. Spec §4/§7 still hold: signed out, a 401, any other non-2xx and
 * a network failure all mean "signed out" (null); only the failures are worth a console error.
 * Never cached by the browser.
 */
async function fetchCurrentUser(): Promise<AuthUserReply | null> {
  try {
    const data = await api.get('/api/auth/status', { cache: 'no-store' });
    if (isSignedOutReply(data)) return null;
    if (!isAuthUserReply(data)) {
      console.error('Unexpected reply from /api/auth/status', data);
      return null;
    }
    return data;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'unauthorized'))
      console.error('Could not check the login state', error);
    return null;
  }
}

function isSignedOutReply(data: unknown): boolean {
  return Boolean(data) && typeof data === 'object' && (data as { isAuthenticated?: unknown }).isAuthenticated === false;
}

/** A hand-written check rather than the zod schema: zod stays out of the signed-out screens' bundle. */
function isAuthUserReply(data: unknown): data is AuthUserReply {
  if (!data || typeof data !== 'object') return false;
  const { isAuthenticated, user } = data as Partial<AuthUserReply>;
  return isAuthenticated === true && typeof user?.id === 'string' && typeof user.email === 'string';
}
