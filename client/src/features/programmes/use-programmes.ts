import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { ProgrammeReply, ProgrammeSettings } from '#common/schemas/programmes.js';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api, request, serverReason } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { followJob } from '@/features/wizard/generation/follow-job';

const words = messages.programmeScreens;

/** The user's programmes, newest first as the server lists them. */
export function useProgrammes() {
  return useQuery({
    queryKey: queryKeys.programmes,
    queryFn: async () => (await api.get('/api/programmes', { cache: 'no-store' })).programmes,
  });
}

export const programmePath = (id: string) => `/api/programmes/${encodeURIComponent(id)}` as const;

/** POST for a new programme, PUT for a saved one: the whole setting; the list is read again either way. */
export function useSaveProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, settings }: { id: string | null; settings: ProgrammeSettings }) =>
      (id ? await api.put(programmePath(id), settings) : await api.post('/api/programmes', settings)).programme,
    onSuccess: (programme) => {
      toast({ title: words.savedTitle, description: programme.render ? words.saved : undefined, variant: 'default' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.programmes }),
  });
}

export function useDeleteProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(programmePath(id)),
    onSuccess: () => toast({ title: words.deletedTitle, description: words.deleted, variant: 'default' }),
    onError: (error) => toast({ title: words.deleteFailedTitle, description: serverReason(error, words.deleteFailed) }),
    // The phone links that played it now play something else (record 110).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.programmes }),
        queryClient.invalidateQueries({ queryKey: queryKeys.phoneLinks }),
      ]),
  });
}

/**
 * Making a programme: POST /api/programmes/:id/render as a job (Prefer: respond-async), followed
 * with its percentage and place in the queue, and cancellable. A render under way when the page
 * opened (the programme names its job) is followed the same way, so a reload loses nothing.
 */
export function useRenderProgramme(programme: ProgrammeReply) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<JobStatusReply | null>(null);
  const [following, setFollowing] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const { id, title, renderJobId } = programme;

  const follow = useCallback(
    async (first: Promise<JobStatusReply | string>) => {
      const controller = new AbortController();
      abort.current = controller;
      setFollowing(true);
      try {
        await followJob<unknown>(await first, setStatus, controller.signal);
        toast({ title: words.madeTitle, description: formatMessage(words.made, { title }), variant: 'default' });
      } catch (error) {
        if (controller.signal.aborted || (error instanceof ApiError && error.code === 'cancelled'))
          toast({ title: words.stoppedTitle, description: words.stopped, variant: 'default' });
        else
          toast({ title: words.makeFailedTitle, description: serverReason(error, messages.programmes.renderFailed) });
      } finally {
        abort.current = null;
        setFollowing(false);
        setStatus(null);
        await queryClient.invalidateQueries({ queryKey: queryKeys.programmes });
      }
    },
    [queryClient, title],
  );

  // A render started before this page (or in another tab) is followed too.
  useEffect(() => {
    if (renderJobId && !abort.current) void follow(Promise.resolve(renderJobId));
  }, [renderJobId, follow]);
  // Leaving the page does not cancel it: the render goes on, and the programme names it when the page is back.

  return {
    /** The job's status while it runs; null when no render is under way. */
    status,
    busy: following,
    start: () =>
      void follow(
        request<JobStatusReply>('POST', `${programmePath(id)}/render`, { headers: { Prefer: 'respond-async' } }),
      ),
    cancel: () => abort.current?.abort(),
  };
}
