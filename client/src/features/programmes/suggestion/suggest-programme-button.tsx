import { useMutation } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { messages } from '#common/messages.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { BusyIcon } from '@/components/busy-icon';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { api, ApiError } from '@/lib/api';
import { SuggestionDialog } from './suggestion-dialog';

/**
 * "Suggest a programme" (record 118): asks the server for a programme written from the business
 * profile and opens it for editing. Without a profile the server's words say to fill in step 1.
 */
export function SuggestProgrammeButton({ onMade }: { onMade: (programme: ProgrammeReply) => void }) {
  const suggest = useMutation({ mutationFn: () => api.post('/api/programmes/suggestion', {}) });
  const failure =
    suggest.error instanceof ApiError
      ? (suggest.error.serverMessage ?? suggest.error.message)
      : suggest.error
        ? messages.generic.networkError
        : null;
  return (
    <div className="flex flex-col gap-2">
      <Button type="button" variant="secondary" disabled={suggest.isPending} onClick={() => suggest.mutate()}>
        <BusyIcon busy={suggest.isPending} icon={Sparkles} />
        {suggest.isPending ? messages.programmeSuggestion.loading : messages.programmeSuggestion.button}
      </Button>
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      {suggest.data ? (
        <SuggestionDialog suggestion={suggest.data.suggestion} onClose={() => suggest.reset()} onMade={onMade} />
      ) : null}
    </div>
  );
}
