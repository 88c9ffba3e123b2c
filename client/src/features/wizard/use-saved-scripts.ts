import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageType } from '#common/constants.js';
import { messages } from '#common/messages.js';
import type { SaveScriptBody } from '#common/schemas/scripts.js';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { browserTimeZone } from '@/lib/time-zone';

/** Today's saved scripts of a type, never cached (spec §7). */
export function useSavedScripts(messageType: MessageType) {
  return useQuery({
    queryKey: queryKeys.savedScripts(messageType),
    queryFn: async () => {
      // The browser's zone: the server lists the scripts saved on the user's own today (record 055).
      const query = new URLSearchParams({ tz: browserTimeZone() });
      const reply = await api.get(`/api/scripts/${encodeURIComponent(messageType)}?${query}`, {
        cache: 'no-store',
      });
      return reply.scripts;
    },
    staleTime: 0,
  });
}

export function useSaveScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveScriptBody) => api.post('/api/save-script', body),
    onSuccess: (_reply, body) => {
      toast({ title: messages.scripts.savedTitle, description: messages.scripts.saved, variant: 'default' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.savedScripts(body.messageType) });
    },
    onError: (error) =>
      toast({
        title: messages.scripts.saveFailedTitle,
        description: (error instanceof ApiError && error.serverMessage) || messages.scripts.saveFailed,
      }),
  });
}

export function useDeleteScript(messageType: MessageType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/scripts/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast({ title: messages.scripts.deletedTitle, description: messages.scripts.deleted, variant: 'default' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.savedScripts(messageType) });
    },
    onError: () => toast({ title: messages.scripts.deleteFailedTitle, description: messages.scripts.deleteFailed }),
  });
}
