import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FromSuggestionBody } from '#common/schemas/programme-suggestion.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { startJob } from '@/features/wizard/generation/follow-job';
import { queryKeys } from '@/lib/query-client';

/**
 * "Make these messages" (record 118): the job that speaks, mixes and saves each message, then
 * makes the programme, followed with its percentage; Cancel stops it on the server.
 */
export function useMakeProgramme(onMade: (programme: ProgrammeReply) => void) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (body: FromSuggestionBody) => {
      abort.current = new AbortController();
      setPercent(0);
      return startJob(
        '/api/programmes/from-suggestion',
        body,
        (status) => setPercent(status.percent ?? 0),
        abort.current.signal,
      );
    },
    onSuccess: ({ programme }) => {
      // The messages are in the Library now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.library });
      onMade(programme);
    },
  });
  return { ...mutation, percent, cancel: () => abort.current?.abort() };
}
