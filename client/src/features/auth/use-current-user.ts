import { useQuery } from '@tanstack/react-query';
import type { AuthUserReply } from '#common/schemas/auth.js';
import { ApiError, api } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';

/**
 * Who is signed in. Spec §4/§7: a 401, any other non-2xx and a network failure all mean
 * "signed out" (null); only the non-401 failures are worth a console error. Never cached, never
 * retried, stale at once and re-checked when the window regains focus.
 */
async function fetchCurrentUser(): Promise<AuthUserReply | null> {
  try {
    const data = await api.get('/api/auth/user', { cache: 'no-store' });
    if (!isAuthUserReply(data)) {
      console.error('Unexpected reply from /api/auth/user', data);
      return null;
    }
    return data;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'unauthorized'))
      console.error('Could not check the login state', error);
    return null;
  }
}

/** A hand-written check rather than the zod schema: zod stays out of the signed-out screens' bundle. */
function isAuthUserReply(data: unknown): data is AuthUserReply {
  if (!data || typeof data !== 'object') return false;
  const { isAuthenticated, user } = data as Partial<AuthUserReply>;
  return isAuthenticated === true && typeof user?.id === 'string' && typeof user.email === 'string';
}

export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: fetchCurrentUser,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: true,
  });
}
