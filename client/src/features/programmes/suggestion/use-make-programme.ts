import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { FromSuggestionBody } from '#common/schemas/programme-suggestion.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { toast } from '@/components/ui/use-toast';
import { startJob } from '@/features/wizard/generation/follow-job';
import { queryKeys } from '@/lib/query-client';

const made = messages.programmeScreens;

/**
 * "Make the programme" (records 118, 156): the job that speaks, mixes and saves each message, then
 * makes the programme and its file, followed with its place in the queue, its stage and its
 * percentage; Cancel stops it on the server.
 */
export function useMakeProgramme(onMade: (programme: ProgrammeReply) => void) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<JobStatusReply | null>(null);
  const abort = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (body: FromSuggestionBody) => {
      abort.current = new AbortController();
      setStatus(null);
      return startJob('/api/programmes/from-suggestion', body, setStatus, abort.current.signal);
    },
    onSuccess: ({ programme }) => {
      // The messages are in the Library now, and the programme is ready, as Make programme says it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.library });
      toast({
        title: made.madeTitle,
        description: formatMessage(made.made, { title: programme.title }),
        variant: 'default',
      });
      onMade(programme);
    },
  });
  return { ...mutation, status, cancel: () => abort.current?.abort() };
}
