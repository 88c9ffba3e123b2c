import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { z } from 'zod';
import type { PhoneMenuReply, PhoneMenuSettings, voicemailsReply } from '#common/schemas/phone-menus.js';
import { toast } from '@/components/ui/use-toast';
import { followJob } from '@/features/wizard/generation/follow-job';
import { ApiError, api, request, serverReason } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { settingsToSave } from './menu-draft';

const words = messages.phoneMenuScreens;

type VoicemailsReply = z.infer<typeof voicemailsReply>;

export const menuPath = (id: string) => `/api/phone-menus/${encodeURIComponent(id)}` as const;

/** The user's phone menus (issue 38), as the server lists them. */
export function usePhoneMenus() {
  return useQuery({
    queryKey: queryKeys.phoneMenus,
    queryFn: async () => (await api.get('/api/phone-menus', { cache: 'no-store' })).menus,
  });
}

/** One menu, its prompts with their words and last render. */
export function usePhoneMenu(id: string) {
  return useQuery({
    queryKey: queryKeys.phoneMenu(id),
    queryFn: async () => (await api.get(menuPath(id), { cache: 'no-store' })).menu,
  });
}

/**
 * POST for a new menu, PUT for a saved one: the whole setting, its prompt settings pruned to the
 * prompts it has. The reply (its prompts' words as the composer wrote them) becomes the cached copy.
 * A refusal is the caller's to show beside the form, in the server's words.
 */
export function useSavePhoneMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, settings }: { id: string | null; settings: PhoneMenuSettings }) => {
      const body = settingsToSave(settings);
      return (id ? await api.put(menuPath(id), body) : await api.post('/api/phone-menus', body)).menu;
    },
    onSuccess: (menu, { id }) => {
      queryClient.setQueryData(queryKeys.phoneMenu(menu.id), menu);
      toast(
        id
          ? { title: words.savedTitle, description: words.saved, variant: 'default' }
          : { title: words.createdTitle, description: words.created, variant: 'default' },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.phoneMenus, exact: true }),
  });
}

export function useDeletePhoneMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(menuPath(id)),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.phoneMenu(id) });
      toast({ title: words.deletedTitle, description: words.deleted, variant: 'default' });
    },
    onError: (error) => toast({ title: words.deleteFailedTitle, description: serverReason(error, words.deleteFailed) }),
    // A link that answered with it plays its message again (record 110, amended for issue 38).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.phoneMenus, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.phoneLinks }),
      ]),
  });
}

/**
 * Making a menu: POST /api/phone-menus/:id/render as a job (Prefer: respond-async), all or nothing,
 * followed with its place in the queue and percentage, and cancellable (DELETE /api/jobs/:id). A
 * make under way when the page opened (the menu names its job) is followed the same way.
 */
export function useMakePhoneMenu(menu: PhoneMenuReply | undefined) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<JobStatusReply | null>(null);
  const [following, setFollowing] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const id = menu?.id;
  const name = menu?.settings.name ?? '';
  const renderJobId = menu?.renderJobId ?? null;

  const follow = useCallback(
    async (menuId: string, first: Promise<JobStatusReply | string>) => {
      const controller = new AbortController();
      abort.current = controller;
      setFollowing(true);
      try {
        await followJob<unknown>(await first, setStatus, controller.signal);
        toast({ title: words.madeTitle, description: formatMessage(words.made, { name }), variant: 'default' });
      } catch (error) {
        if (controller.signal.aborted || (error instanceof ApiError && error.code === 'cancelled'))
          toast({ title: words.stoppedTitle, description: words.stopped, variant: 'default' });
        else
          toast({ title: words.makeFailedTitle, description: serverReason(error, messages.phoneMenus.renderFailed) });
      } finally {
        abort.current = null;
        setFollowing(false);
        setStatus(null);
        await queryClient.invalidateQueries({ queryKey: queryKeys.phoneMenu(menuId), exact: true });
        await queryClient.invalidateQueries({ queryKey: queryKeys.phoneMenus, exact: true });
      }
    },
    [queryClient, name],
  );

  // A make started before this page (a reload, another tab) is followed too; leaving does not cancel it.
  useEffect(() => {
    if (id && renderJobId && !abort.current) void follow(id, Promise.resolve(renderJobId));
  }, [id, renderJobId, follow]);

  return {
    status,
    busy: following,
    start: () => {
      if (id)
        void follow(
          id,
          request<JobStatusReply>('POST', `${menuPath(id)}/render`, { headers: { Prefer: 'respond-async' } }),
        );
    },
    cancel: () => abort.current?.abort(),
  };
}

/** The voicemails callers left on the menu, newest first as the server lists them. */
export function useVoicemails(menuId: string) {
  return useQuery({
    queryKey: queryKeys.voicemails(menuId),
    // Typed by hand: the path also fits GET /api/phone-menus/:id's pattern, so the route table would give both replies.
    queryFn: async () =>
      (await request<VoicemailsReply>('GET', `${menuPath(menuId)}/voicemails`, { cache: 'no-store' })).voicemails,
    // A caller may leave one while the page is open.
    refetchInterval: 60_000,
  });
}

export function useDeleteVoicemail(menuId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voicemailId: string) =>
      api.delete(`${menuPath(menuId)}/voicemails/${encodeURIComponent(voicemailId)}`),
    onSuccess: () =>
      toast({ title: words.voicemailDeletedTitle, description: words.voicemailDeleted, variant: 'default' }),
    onError: (error) =>
      toast({ title: words.voicemailDeleteFailedTitle, description: serverReason(error, words.voicemailDeleteFailed) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.voicemails(menuId) }),
  });
}
