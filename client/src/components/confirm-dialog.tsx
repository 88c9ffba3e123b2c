import { Trash2, type LucideIcon } from 'lucide-react';
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

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * The one "Are you sure?" dialog, for an action that cannot be undone. While the action runs the
 * dialog stays open and cannot be dismissed, so its outcome is never hidden behind a closed dialog.
 * It opens through `open`, not a trigger, so on close focus goes back to `returnFocus`: the button
 * that asked.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  busy,
  onConfirm,
  returnFocus,
  confirmLabel,
  confirmIcon,
  cancelLabel = 'Cancel',
}: ConfirmDialogProps & { confirmLabel: string; confirmIcon?: LucideIcon; cancelLabel?: string }) {
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
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            {confirmIcon ? <BusyIcon busy={busy} icon={confirmIcon} /> : null}
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** "Delete …?": the Library's items, saved scripts and uploaded tracks. */
export function ConfirmDeleteDialog(props: ConfirmDialogProps) {
  return <ConfirmDialog {...props} confirmLabel="Delete" confirmIcon={Trash2} />;
}
