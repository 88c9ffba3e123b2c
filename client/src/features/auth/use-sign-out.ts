import { useMutation } from '@tanstack/react-query';
import { messages } from '#common/messages.js';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { checkCurrentUser } from './current-user';

/**
 * Ends the session and re-checks who is signed in. Signed out, the signed-in area unmounts: its
 * audio stops and its query client (everything cached for this user) goes (signed-in-app.tsx).
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => api.post('/api/auth/logout'),
    onSettled: async (_data, error) => {
      await checkCurrentUser();
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
