import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '#common/messages.js';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { audioPlayer } from '@/lib/audio-player';
import { queryKeys } from '@/lib/query-client';

/** Ends the session, drops everything cached for this user and re-checks who is signed in. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/auth/logout'),
    onSettled: async (_data, error) => {
      audioPlayer.stopAll();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
      await queryClient.refetchQueries({ queryKey: queryKeys.currentUser });
      if (error) toast({ title: 'Sign out failed', description: error.message });
      else toast({ title: messages.login.loggedOut, variant: 'default' });
    },
  });
}

/** Ends every other session of this user (other browsers and devices); this one stays signed in. */
export function useSignOutOthers() {
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out-others'),
    onSuccess: (reply) => toast({ title: reply.message, variant: 'default' }),
    onError: (error) => toast({ title: messages.login.signOutOthersFailed, description: error.message }),
  });
}
