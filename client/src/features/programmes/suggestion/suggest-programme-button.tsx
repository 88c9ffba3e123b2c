import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { messages } from '#common/messages.js';
import type { ProgrammeSuggestionBody, ProgrammeSuggestionReply } from '#common/schemas/programme-suggestion.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { BusyIcon } from '@/components/busy-icon';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useKeptProfile } from '@/features/wizard/profile/use-profile';
import { api, ApiError } from '@/lib/api';
import { SuggestionDialog, type SuggestionDetails } from './suggestion-dialog';

/** Every user's profile query (queryKeys.profile): this page does not know whose it is, and there is one. */
const PROFILE_QUERY = ['profile'];

/**
 * "Suggest a programme" (record 118): asks the server for a programme written from the business
 * profile and opens it for editing. Without a profile the server's words say to fill in step 1.
 */
export function SuggestProgrammeButton({ onMade }: { onMade: (programme: ProgrammeReply) => void }) {
  // Kept apart from the mutation, so the dialog stays open while it is written again with hours and offers.
  const [suggestion, setSuggestion] = useState<ProgrammeSuggestionReply['suggestion'] | null>(null);
  const [details, setDetails] = useState<SuggestionDetails>({ businessHours: '', offers: '', keep: false });
  // Both languages (record 147): the profile's choice until the user changes it in the dialog.
  const profile = useKeptProfile();
  const [bilingualChoice, setBilingualChoice] = useState<boolean | null>(null);
  const bilingual = bilingualChoice ?? profile?.bilingual ?? false;
  const queryClient = useQueryClient();
  const suggest = useMutation({
    mutationFn: (details: ProgrammeSuggestionBody) => api.post('/api/programmes/suggestion', details),
    onSuccess: (reply, sent) => {
      setSuggestion(reply.suggestion);
      // The hours and offers it was written with: the ones the profile keeps, the first time.
      setDetails((typed) => ({
        ...typed,
        businessHours: reply.details.businessHours,
        offers: reply.details.promotionItems.join('\n'),
      }));
      // Kept in the profile: the next new message starts with them (record 107).
      if (sent.keepInProfile) void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY });
    },
  });
  const failure =
    suggest.error instanceof ApiError
      ? (suggest.error.serverMessage ?? suggest.error.message)
      : suggest.error
        ? messages.generic.networkError
        : null;
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="secondary"
        disabled={suggest.isPending}
        onClick={() => suggest.mutate({ bilingual })}
      >
        <BusyIcon busy={suggest.isPending} icon={Sparkles} />
        {suggest.isPending ? messages.programmeSuggestion.loading : messages.programmeSuggestion.button}
      </Button>
      {failure && !suggestion ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      {suggestion ? (
        <SuggestionDialog
          // A suggestion written again starts the dialog afresh.
          key={JSON.stringify(suggestion.order) + suggestion.messages.map((m) => m.script).join()}
          suggestion={suggestion}
          rewrite={{
            details,
            setDetails,
            run: () =>
              suggest.mutate({
                businessHours: details.businessHours,
                promotionItems: details.offers.split('\n'),
                keepInProfile: details.keep,
                bilingual,
              }),
            bilingual,
            // Written again at once in the languages chosen: the messages and their order change.
            setBilingual: (both) => {
              setBilingualChoice(both);
              suggest.mutate({
                businessHours: details.businessHours,
                promotionItems: details.offers.split('\n'),
                bilingual: both,
              });
            },
            pending: suggest.isPending,
            failure,
            kept: suggest.isSuccess && suggest.variables.keepInProfile === true,
          }}
          onClose={() => {
            setSuggestion(null);
            suggest.reset();
          }}
          onMade={onMade}
        />
      ) : null}
    </div>
  );
}
