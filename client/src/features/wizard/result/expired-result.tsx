import { AlertCircle, RotateCcw } from 'lucide-react';
import { messages } from '#common/messages.js';
import type { MixStateReply } from '#common/schemas/mix.js';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { openRecipe } from '@/features/library/open-in-studio';
import { runGeneration } from '../generation/run-generation';
import { useMessageStore } from '../wizard-store';

/**
 * A result past its 24 hours (record 108): the spec's 'Audio Error' with the server's expiry
 * message beside it, and Make it again, which renders from the recipe kept with the mix (a mix
 * made before recipes were kept, or gone altogether, is made again from what the studio holds).
 */
export function ExpiredResult({ state }: { state: MixStateReply }) {
  const store = useMessageStore();

  function makeAgain() {
    if (state.recipe) {
      const { editing } = store.getState().wizard;
      openRecipe(store, { recipe: state.recipe, trackMissing: state.trackMissing }, { editing, saved: false, step: 5 });
    }
    void runGeneration(store);
  }

  return (
    <Alert variant="destructive" role="alert">
      <AlertCircle aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <AlertTitle>{messages.scripts.audioErrorTitle}</AlertTitle>
          <AlertDescription>
            <p>{messages.scripts.audioError}</p>
            <p>{state.expired}</p>
          </AlertDescription>
        </div>
        <Button className="self-start" onClick={makeAgain}>
          <RotateCcw aria-hidden="true" />
          Make it again
        </Button>
      </div>
    </Alert>
  );
}
