import { Check } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { messages } from '#common/messages.js';
import { characterCount, fieldLimitError } from '#common/schemas/field-limits.js';
import type { LibraryItem } from '#common/schemas/library.js';
import { BusyIcon } from '@/components/busy-icon';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRenameLibraryItem } from './use-library';

/** Rename a saved message (record 108): a counter near the limit and the words past it, as every field (record 094); the server checks the same. */
export function RenameDialog({
  item,
  open,
  onOpenChange,
  returnFocus,
}: {
  item: LibraryItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const rename = useRenameLibraryItem();
  const [title, setTitle] = useState(item.title);
  const [shown, setShown] = useState(false);
  const trimmed = title.trim();
  const problem = trimmed === '' ? messages.library.titleRequired : fieldLimitError('libraryTitle', title);

  function submit() {
    setShown(true);
    if (problem) return;
    rename.mutate({ itemId: item.id, title: trimmed }, { onSuccess: () => onOpenChange(false) });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (rename.isPending) return;
        if (next) {
          setTitle(item.title);
          setShown(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md" returnFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>Rename message</DialogTitle>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField
            id={`rename-${item.id}`}
            label="Name"
            hint={characterCount('libraryTitle', title)}
            error={shown ? problem : undefined}
          >
            {(control) => <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} autoFocus />}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={rename.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={rename.isPending}>
              <BusyIcon busy={rename.isPending} icon={Check} />
              Save name
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
