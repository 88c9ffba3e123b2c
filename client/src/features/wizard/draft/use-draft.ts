import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';

/** The signed-in user's draft (record 090), read fresh at each start of the wizard. */
export function useDraft(userId: string) {
  return useQuery({
    queryKey: queryKeys.draft(userId),
    queryFn: () => api.get('/api/draft', { cache: 'no-store' }),
    staleTime: 0,
    gcTime: 0,
  });
}
