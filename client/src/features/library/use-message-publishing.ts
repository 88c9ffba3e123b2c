import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ItemPublishingReply } from '#common/schemas/publishing.js';
import { request } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';

/** A Library message's address, under which its publishing lives. */
export const messagePath = (itemId: string) => `/api/library/${encodeURIComponent(itemId)}`;

/**
 * A Library message's publishing (record 166): under which name each connection holds it, whether
 * that is the message as it is now, and its last publishes. Read while its dialog is open, anew when
 * its audio is replaced (in the key) and when a connection changes (under the connections' key).
 */
export function useMessagePublishing(itemId: string, audioId: string, open: boolean) {
  return useQuery({
    queryKey: [...queryKeys.messagePublishing(itemId), audioId],
    // Typed by hand: the path also fits GET /api/library/:id's pattern, so the route table would give both replies.
    queryFn: () => request<ItemPublishingReply>('GET', `${messagePath(itemId)}/publishing`, { cache: 'no-store' }),
    placeholderData: keepPreviousData,
    enabled: open,
  });
}
