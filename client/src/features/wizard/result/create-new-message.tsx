import { RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { messages } from '#common/messages.js';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { discardDraft } from '../draft/draft-sync';
import { useMessageStore } from '../wizard-store';

/**
 * Create New Message (record 090). Work not in the Library (a result, or a script written since the
 * last save) would be gone, so it asks first; with nothing to lose it starts over at once.
 */
export function CreateNewMessageButton({
  unsavedWork,
  label = 'Create New Message',
  size = 'lg',
}: {
  unsavedWork: boolean;
  /** Step 5 says Create New Message (spec §2); the note over a reopened message says it its own way. */
  label?: string;
  size?: 'lg' | 'sm';
}) {
  const store = useMessageStore();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  function go() {
    setBusy(true);
    // Clears the draft everywhere it is kept, then reloads the page as the spec says (spec §2 step 5).
    void discardDraft(store);
  }

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size={size}
        onClick={() => (unsavedWork ? setAsking(true) : go())}
        disabled={busy}
        className="w-full sm:w-auto"
      >
        <RefreshCw aria-hidden="true" />
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={messages.draft.discardTitle}
        description={messages.draft.discardUnsaved}
        busy={busy}
        onConfirm={go}
        returnFocus={button}
        confirmLabel={messages.draft.discardConfirm}
        cancelLabel={messages.draft.discardCancel}
      />
    </>
  );
}
