import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { messages } from '#common/messages.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { PhoneMenuReply } from '#common/schemas/phone-menus.js';
import type { MenuPublishingReply, PublishReply } from '#common/schemas/publishing.js';
import { followJob } from '@/features/wizard/generation/follow-job';
import { ApiError, request, serverReason } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { menuPath } from './use-phone-menus';

const words = messages.publishing;

/** What the menu holds that its publishing reads: each prompt on or off, and which render it has. */
const madeKey = (menu: PhoneMenuReply) =>
  menu.prompts.map((prompt) => `${prompt.enabled ? '' : '-'}${prompt.audio?.version ?? 0}`).join('.');

/**
 * A menu's publishing (issue 48): each connection, how far behind the menu it is, what it holds
 * that is off here, and the last publishes. Read anew when the menu is made or saved again (its
 * prompts are in the key) and when a connection changes (it sits under the connections' key);
 * until the new answer comes, the last one stays on the page.
 */
export function useMenuPublishing(menu: PhoneMenuReply) {
  return useQuery({
    queryKey: [...queryKeys.menuPublishing(menu.id), madeKey(menu)],
    // Typed by hand: the path also fits GET /api/phone-menus/:id's pattern, so the route table would give both replies.
    queryFn: () => request<MenuPublishingReply>('GET', `${menuPath(menu.id)}/publishing`, { cache: 'no-store' }),
    placeholderData: keepPreviousData,
  });
}

/** How a publish asked on this page ended: its record, why it did not run, or stopped by the owner. */
export type PublishOutcome = { publish: PublishReply } | { error: string } | { stopped: true };

/**
 * Publish: POST /api/phone-menus/:id/publish as a job (Prefer: respond-async), followed with the
 * job-following the menu's make uses, with Stop (DELETE /api/jobs/:id). One at a time from a page.
 * As each prompt goes the job moves on, and the menu's publishing is read again: its record says,
 * prompt by prompt, what went so far. Publishing again after a partial one is Retry: the server
 * sends only what did not go.
 */
export function usePublishMenu(menuId: string) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<{ connectionId: string; status: JobStatusReply | null } | null>(null);
  const [outcomes, setOutcomes] = useState<Partial<Record<string, PublishOutcome>>>({});
  const abort = useRef<AbortController | null>(null);

  const publish = useCallback(
    async (connectionId: string) => {
      if (abort.current) return;
      const controller = new AbortController();
      abort.current = controller;
      const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.menuPublishing(menuId) });
      setRunning({ connectionId, status: null });
      setOutcomes(({ [connectionId]: _last, ...others }) => others);
      let outcome: PublishOutcome;
      let percent: number | undefined;
      try {
        const accepted = await request<JobStatusReply>('POST', `${menuPath(menuId)}/publish`, {
          body: { connectionId },
          headers: { Prefer: 'respond-async' },
        });
        const reply = await followJob<{ publish: PublishReply }>(
          accepted,
          (status) => {
            setRunning({ connectionId, status });
            if (status.state === 'running' && status.percent !== percent) {
              percent = status.percent;
              void refresh();
            }
          },
          controller.signal,
        );
        outcome = { publish: reply.publish };
      } catch (error) {
        outcome =
          controller.signal.aborted || (error instanceof ApiError && error.code === 'cancelled')
            ? { stopped: true }
            : { error: serverReason(error, words.publishFailed) };
      }
      abort.current = null;
      setOutcomes((all) => ({ ...all, [connectionId]: outcome }));
      setRunning(null);
      await refresh();
    },
    [queryClient, menuId],
  );

  return {
    running,
    outcomes,
    publish: (connectionId: string) => void publish(connectionId),
    stop: () => abort.current?.abort(),
  };
}
