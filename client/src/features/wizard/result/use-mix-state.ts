import { useQuery } from '@tanstack/react-query';
import { messages } from '#common/messages.js';
import type { MixStateReply } from '#common/schemas/mix.js';
import { ApiError, api } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';

/**
 * Step 5's result as the server knows it (record 108): still playing, or past its 24 hours with
 * its recipe to make it again. A mix whose row is gone altogether (a week after expiry) answers
 * 404: it is as expired, with no recipe; the studio's own message makes it again.
 */
export function useMixState(audioId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.mixState(audioId ?? ''),
    enabled: Boolean(audioId),
    staleTime: 60_000,
    queryFn: async (): Promise<MixStateReply> => {
      try {
        return await api.get(`/api/mixes/${encodeURIComponent(audioId!)}`, { cache: 'no-store' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404)
          return { success: true, expiresAt: null, expired: messages.mix.expired, recipe: null, trackMissing: false };
        throw error;
      }
    },
  });
}
