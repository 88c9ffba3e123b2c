import { PencilLine } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { LibraryItem } from '#common/schemas/library.js';
import { BusyIcon } from '@/components/busy-icon';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { hasUnsavedWork } from '@/features/wizard/wizard-reducer';
import { useMessageStore } from '@/features/wizard/wizard-store';
import { ApiError, api } from '@/lib/api';
import { openRecipe } from './open-in-studio';

/**
 * Open in studio (record 108): the item's recipe goes into the studio on step 3, to change and make
 * again, then save as new or over this item. When the studio holds work the Library does not have,
 * it asks first.
 */
export function OpenInStudioButton({ item }: { item: LibraryItem }) {
  const store = useMessageStore();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function open() {
    setBusy(true);
    try {
      const reply = await api.get(`/api/library/${encodeURIComponent(item.id)}`, { cache: 'no-store' });
      if (!reply.recipe) throw new Error(messages.library.noRecipe);
      const editing = { itemId: item.id, title: item.title };
      openRecipe(store, { recipe: reply.recipe, trackMissing: reply.trackMissing }, { editing, saved: true, step: 3 });
    } catch (error) {
      const description = error instanceof ApiError ? error.serverMessage : (error as Error).message;
      toast({ title: messages.library.openFailedTitle, description: description || messages.library.openFailed });
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <>
      <Button
        ref={button}
        size="sm"
        variant="outline"
        disabled={busy || !item.summary}
        onClick={() => (hasUnsavedWork(store.getState().wizard) ? setAsking(true) : void open())}
        aria-label={`Open in studio: ${item.title}`}
      >
        <BusyIcon busy={busy} icon={PencilLine} />
        Open in studio
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={messages.library.replaceDraftTitle}
        description={formatMessage(messages.library.replaceDraft, { title: item.title })}
        busy={busy}
        onConfirm={() => void open()}
        returnFocus={button}
        confirmLabel={messages.library.replaceDraftConfirm}
      />
    </>
  );
}
