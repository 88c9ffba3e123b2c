import type { RefObject } from 'react';
import type { LibraryItem } from '#common/schemas/library.js';
import { TitleDialog } from './title-dialog';
import { useRenameLibraryItem } from './use-library';

/** Rename a saved message (record 108). */
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
  return (
    <TitleDialog
      id={`rename-${item.id}`}
      heading="Rename message"
      submitLabel="Save name"
      initialTitle={item.title}
      open={open}
      onOpenChange={onOpenChange}
      pending={rename.isPending}
      onSubmit={(title) => rename.mutate({ itemId: item.id, title }, { onSuccess: () => onOpenChange(false) })}
      returnFocus={returnFocus}
    />
  );
}
