import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { PublishReply } from '#common/schemas/publishing.js';
import { followJob } from '@/features/wizard/generation/follow-job';
import { ApiError, request, serverReason } from '@/lib/api';

/** How a publish asked on this page ended: its record, why it did not run, or stopped by the owner. */
export type PublishOutcome = { publish: PublishReply } | { error: string } | { stopped: true };

/**
 * Publish: POST `<subject>/publish` (a menu's, or a Library message's) as a job (Prefer:
 * respond-async), followed with the job-following the menu's make uses, with Stop (DELETE
 * /api/jobs/:id). One at a time from a page. As each prompt goes the job moves on, and the
 * subject's publishing (`refreshKey`) is read again: its record says, prompt by prompt, what went
 * so far. Publishing again after a partial one is Retry: the server sends only what did not go.
 * `failed` is said when the publish could not run and the server gave no reason.
 */
export function usePublishRun(subjectPath: string, refreshKey: QueryKey, failed: string) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<{ connectionId: string; status: JobStatusReply | null } | null>(null);
  const [outcomes, setOutcomes] = useState<Partial<Record<string, PublishOutcome>>>({});
  const abort = useRef<AbortController | null>(null);

  const publish = useCallback(
    async (connectionId: string) => {
      if (abort.current) return;
      const controller = new AbortController();
      abort.current = controller;
      const refresh = () => queryClient.invalidateQueries({ queryKey: refreshKey });
      setRunning({ connectionId, status: null });
      setOutcomes(({ [connectionId]: _last, ...others }) => others);
      let outcome: PublishOutcome;
      let percent: number | undefined;
      try {
        const accepted = await request<JobStatusReply>('POST', `${subjectPath}/publish`, {
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
            : { error: serverReason(error, failed) };
      }
      abort.current = null;
      setOutcomes((all) => ({ ...all, [connectionId]: outcome }));
      setRunning(null);
      await refresh();
    },
    [queryClient, subjectPath, refreshKey, failed],
  );

  return {
    running,
    outcomes,
    publish: (connectionId: string) => void publish(connectionId),
    stop: () => abort.current?.abort(),
  };
}
