import { useSyncExternalStore } from 'react';

/**
 * "The session ended" in one place (issue 13): api.ts reports every 401 of a signed-in call here,
 * the app then shows the login screen, and the login screen says why. Sign-in and admin calls
 * answer 401 for their own reasons (not signed in yet, no admin session) and are not reported.
 */
const NOT_A_USER_SESSION = /^\/api\/(auth|admin)\/|^\/api\/upload-music|^\/api\/music-tracks\//;

let ended = false;
const listeners = new Set<() => void>();

export function reportUnauthorized(path: string): void {
  if (NOT_A_USER_SESSION.test(path) || ended) return;
  ended = true;
  for (const listener of listeners) listener();
}

/** Signing in again starts a new session. */
export function clearSessionEnded(): void {
  if (!ended) return;
  ended = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionEnded(): boolean {
  return useSyncExternalStore(subscribe, () => ended);
}
