import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messages } from '#common/messages.js';
import type { BusinessProfile, BusinessProfileBody } from '#common/schemas/business-profile.js';
import { toast } from '@/components/ui/use-toast';
import { api, serverReason } from '@/lib/api';
import { browserTimeZone } from '@/lib/time-zone';
import { queryKeys } from '@/lib/query-client';
import { useMessageStore } from '../wizard-store';

/**
 * The account's business profile (record 107): read fresh when the signed-in app starts, since a
 * new message starts with it, and afterwards changed only here, so the cached copy is the server's.
 */

export async function fetchProfile(): Promise<BusinessProfile | null> {
  return (await api.get('/api/profile', { cache: 'no-store' })).profile;
}

export function useProfile(userId: string) {
  return useQuery({
    queryKey: queryKeys.profile(userId),
    queryFn: fetchProfile,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** The message's owner: the store belongs to one user for its whole life, so this never changes. */
function useOwnerId(): string {
  return useMessageStore().getState().draft.userId;
}

/** The profile as kept since the wizard started; null when the account has none. */
export function useKeptProfile(): BusinessProfile | null {
  return useProfile(useOwnerId()).data ?? null;
}

/**
 * The business's clock (record 136), on which the Library's and the programmes' dates read: the
 * profile's zone; this device's while the account has no profile, as a new step 1 starts with it.
 */
export function useBusinessTimeZone(): string {
  return useKeptProfile()?.timeZone || browserTimeZone();
}

/**
 * Keeps step 1's answers as the profile when the user continues. The message goes on either way:
 * a profile that could not be saved only costs the next message its prefill, so it is said in a toast.
 */
export function useKeepProfile(): (profile: BusinessProfileBody) => void {
  const queryClient = useQueryClient();
  const userId = useOwnerId();
  return useCallback(
    (profile) => {
      api
        .put('/api/profile', profile)
        .then((reply) => queryClient.setQueryData(queryKeys.profile(userId), reply.profile))
        .catch((error: unknown) =>
          toast({
            title: messages.profile.saveFailedTitle,
            description: serverReason(error, messages.profile.saveFailed),
          }),
        );
    },
    [queryClient, userId],
  );
}

/** Clear business profile: deletes it on the server; resolves false (after saying why) when that failed. */
export function useClearProfile(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const userId = useOwnerId();
  return useCallback(async () => {
    try {
      await api.delete('/api/profile');
      queryClient.setQueryData(queryKeys.profile(userId), null);
      toast({ title: messages.profile.cleared, variant: 'default' });
      return true;
    } catch (error) {
      toast({
        title: messages.profile.clearFailedTitle,
        description: serverReason(error, messages.profile.clearFailed),
      });
      return false;
    }
  }, [queryClient, userId]);
}
