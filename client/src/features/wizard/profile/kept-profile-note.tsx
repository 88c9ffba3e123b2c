import { Eraser } from 'lucide-react';
import { useRef, useState } from 'react';
import { messages } from '#common/messages.js';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useClearProfile, useKeptProfile } from './use-profile';

/**
 * On step 1 while the account keeps a business profile (record 107): says why the fields are filled
 * in, and offers Clear business profile, which asks first, then deletes the profile and calls
 * `onCleared` to empty the step. Create New Message keeps the profile; only this clears it.
 */
export function KeptProfileNote({ onCleared }: { onCleared: () => void }) {
  const profile = useKeptProfile();
  const clearProfile = useClearProfile();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function clear() {
    setBusy(true);
    const cleared = await clearProfile();
    setBusy(false);
    setAsking(false);
    if (cleared) onCleared();
  }

  return (
    <>
      {profile ? (
        <div className="flex flex-col gap-3 rounded-xl border border-input bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{messages.profile.kept}</p>
          <Button ref={button} type="button" variant="outline" size="sm" onClick={() => setAsking(true)}>
            <Eraser aria-hidden="true" />
            {messages.profile.clear}
          </Button>
        </div>
      ) : null}
      {/* Mounted without the note too: it closes, and returns focus, after the note is gone. */}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={messages.profile.clearTitle}
        description={messages.profile.clearDescription}
        busy={busy}
        onConfirm={() => void clear()}
        returnFocus={button}
        confirmLabel={messages.profile.clearConfirm}
        confirmIcon={Eraser}
        cancelLabel={messages.profile.clearCancel}
      />
    </>
  );
}
