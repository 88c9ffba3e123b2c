import { Trash2 } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { BusyIcon } from '@/components/busy-icon';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * The one "Delete …?" confirmation. While the deletion runs the dialog stays open and cannot be
 * dismissed, so its outcome is never hidden behind a closed dialog. It opens through `open`, not a
 * trigger, so on close focus goes back to `returnFocus`: the delete button that asked.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  busy,
  onConfirm,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-md" returnFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            <BusyIcon busy={busy} icon={Trash2} />
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
