import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '#common/constants.js';
import type { AdminLoginBody } from '#common/schemas/auth.js';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';

const adminStatusQuery = {
  queryKey: queryKeys.adminStatus,
  queryFn: () => api.get('/api/admin/auth-status', { cache: 'no-store' }),
  staleTime: 0,
  retry: false,
} as const;

/** The admin session, re-checked every 10 s (spec §4) so an expired session falls back to the login form. */
export function useAdminStatus() {
  return useQuery({ ...adminStatusQuery, refetchInterval: LIMITS.adminRecheckMs });
}

/**
 * Whether this browser holds an admin session, for the app bar's Admin link: checked on each
 * screen and on window focus, not polled, since only the admin area needs the 10 s re-check.
 */
export function useIsAdmin(): boolean {
  return useQuery({ ...adminStatusQuery, select: (status) => status.isAuthenticated }).data ?? false;
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLoginBody) => api.post('/api/admin/login', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminStatus }),
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/admin/logout'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminStatus }),
  });
}
