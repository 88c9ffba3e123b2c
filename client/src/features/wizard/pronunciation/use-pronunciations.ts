import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '#common/messages.js';
import type { PronunciationBody } from '#common/schemas/pronunciations.js';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api } from '@/lib/api';

const KEY = ['pronunciations'] as const;

/** The user's pronunciation dictionary (GET /api/pronunciations). */
export function usePronunciations() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get('/api/pronunciations', { cache: 'no-store' })).pronunciations,
  });
}

const failed = (error: unknown) => (error instanceof ApiError && error.serverMessage) || messages.generic.networkError;

export function useAddPronunciation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PronunciationBody) => api.post('/api/pronunciations', body),
    onSuccess: (reply) => {
      toast({ title: reply.message, variant: 'default' });
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useDeletePronunciation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/pronunciations/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast({ title: messages.pronunciations.deleted, variant: 'default' });
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => toast({ title: failed(error) }),
  });
}

export { failed as pronunciationError };
