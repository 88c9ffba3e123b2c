import { RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { messages } from '../../../../../common/messages';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { api } from '@/lib/api';
import { stopDraftSaving } from '../draft/draft-autosave';
import { forgetUnsavedDraft } from '../draft/local-draft';
import { clearSavedGeneration } from '../generation/saved-generation';

/** Clears the draft everywhere it is kept, then reloads the page as the spec says (spec §2 step 5). */
async function startOver(): Promise<void> {
  stopDraftSaving();
  clearSavedGeneration();
  forgetUnsavedDraft();
  // A failed delete still reloads: the page then restores the old draft, and nothing is lost.
  await api.delete('/api/draft').catch(() => undefined);
  window.location.reload();
}

/**
 * Create New Message (record 090). A result not saved to the Library would be gone, so it asks
 * first; with nothing to lose it starts over at once.
 */
export function CreateNewMessageButton({ unsavedResult }: { unsavedResult: boolean }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  function go() {
    setBusy(true);
    void startOver();
  }

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="lg"
        onClick={() => (unsavedResult ? setAsking(true) : go())}
        disabled={busy}
        className="w-full sm:w-auto"
      >
        <RefreshCw aria-hidden="true" />
        Create New Message
      </Button>
      <Dialog open={asking} onOpenChange={(next) => !busy && setAsking(next)}>
        <DialogContent className="max-w-md" returnFocus={button}>
          <DialogHeader>
            <DialogTitle>{messages.draft.discardTitle}</DialogTitle>
            <DialogDescription>{messages.draft.discardUnsaved}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {messages.draft.discardCancel}
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={go} disabled={busy}>
              {messages.draft.discardConfirm}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
