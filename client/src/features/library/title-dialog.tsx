import { Check } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { messages } from '#common/messages.js';
import { characterCount, fieldLimitError } from '#common/schemas/field-limits.js';
import { BusyIcon } from '@/components/busy-icon';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/**
 * A saved message's name asked for: renaming an item, or naming a message saved as new (records
 * 108, 136). A counter near the limit and the words past it, as every field (record 094); the
 * server checks the same, and numbers a new item's name the Library already has.
 */
export function TitleDialog({
  id,
  heading,
  submitLabel,
  initialTitle,
  open,
  onOpenChange,
  pending,
  onSubmit,
  returnFocus,
}: {
  id: string;
  heading: string;
  submitLabel: string;
  initialTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (title: string) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const [title, setTitle] = useState(initialTitle);
  const [shown, setShown] = useState(false);
  const trimmed = title.trim();
  const problem = trimmed === '' ? messages.library.titleRequired : fieldLimitError('libraryTitle', title);

  function submit() {
    setShown(true);
    if (!problem) onSubmit(trimmed);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (next) {
          setTitle(initialTitle);
          setShown(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md" returnFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{heading}</DialogTitle>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField
            id={id}
            label="Name"
            hint={characterCount('libraryTitle', title)}
            error={shown ? problem : undefined}
          >
            {(control) => <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} autoFocus />}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              <BusyIcon busy={pending} icon={Check} />
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
