import { BookmarkPlus, Check, Loader2 } from 'lucide-react';
import type { MessageType } from '#common/constants.js';
import { LIBRARY_TITLE_MAX } from '#common/schemas/library.js';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useSaveToLibrary } from './use-library';

/**
 * Save to Library for a final mix (record 056): keeps it until the user deletes it. Step 5 renders it
 * with the mix's audio id and the message type it was made as, which the Library keeps so its Guide
 * link opens on that type's tab (record 099); the toasts ('Saved to Library' / 'Save Failed') come
 * from the mutation.
 */
export function SaveToLibraryButton({
  audioId,
  defaultTitle,
  messageType,
  onSaved,
  ...buttonProps
}: {
  audioId: string;
  defaultTitle?: string;
  messageType?: MessageType;
  onSaved?: (libraryAudioId: string) => void;
} & Omit<ButtonProps, 'onClick'>) {
  const save = useSaveToLibrary();
  const saved = save.isSuccess && save.variables?.audioId === audioId;
  return (
    <Button
      variant="outline"
      {...buttonProps}
      disabled={save.isPending || saved || buttonProps.disabled}
      onClick={() =>
        save.mutate(
          { audioId, title: defaultTitle?.slice(0, LIBRARY_TITLE_MAX), messageType },
          { onSuccess: (reply) => onSaved?.(reply.item.audioId) },
        )
      }
    >
      {save.isPending ? (
        <Loader2 aria-hidden="true" className="animate-spin" />
      ) : saved ? (
        <Check aria-hidden="true" />
      ) : (
        <BookmarkPlus aria-hidden="true" />
      )}
      {save.isPending ? 'Saving...' : saved ? 'Saved to Library' : 'Save to Library'}
    </Button>
  );
}
