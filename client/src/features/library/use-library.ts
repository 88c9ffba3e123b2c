import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '#common/messages.js';
import type { SaveLibraryBody } from '#common/schemas/library.js';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';

/** The user's saved messages, newest first. */
export function useLibrary() {
  return useQuery({
    queryKey: queryKeys.library,
    queryFn: async () => (await api.get('/api/library', { cache: 'no-store' })).items,
  });
}

export function useSaveToLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveLibraryBody) => api.post('/api/library', body),
    onSuccess: () => {
      toast({ title: messages.library.savedTitle, description: messages.library.saved, variant: 'default' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.library });
    },
    onError: (error) =>
      toast({
        title: messages.library.saveFailedTitle,
        description: (error instanceof ApiError && error.serverMessage) || messages.library.saveFailed,
      }),
  });
}

export function useDeleteLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/library/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast({ title: messages.library.deletedTitle, description: messages.library.deleted, variant: 'default' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.library });
    },
    onError: (error) =>
      toast({
        title: messages.library.deleteFailedTitle,
        description: (error instanceof ApiError && error.serverMessage) || messages.library.deleteFailed,
      }),
  });
}
