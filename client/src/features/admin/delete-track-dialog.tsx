import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { MusicTrack } from '#common/schemas/music.js';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { audioPlayer } from '@/lib/audio-player';
import { useDeleteMusicTrack } from './use-music-tracks';

/** Delete an uploaded track after a confirmation; built-in tracks never get this button. */
export function DeleteTrackDialog({ track, url }: { track: MusicTrack; url: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const remove = useDeleteMusicTrack();

  function confirm() {
    // The file is about to disappear: stop it rather than let playback fail mid-way.
    if (audioPlayer.getSnapshot().url === url) audioPlayer.stopAll();
    remove.mutate(track.id, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: messages.music.deleted,
          description: formatMessage(messages.music.deletedDescription, { name: track.name }),
          variant: 'default',
        });
      },
      onError: (error) => {
        setOpen(false);
        toast({
          title: messages.music.deleteFailed,
          description:
            error instanceof ApiError ? (error.serverMessage ?? error.message) : messages.generic.networkError,
        });
      },
    });
  }

  return (
    <>
      <Button
        ref={opener}
        variant="ghost"
        size="sm"
        aria-label={`Delete ${track.name}`}
        className="text-destructive hover:bg-destructive-soft hover:text-destructive"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        <span className="max-sm:sr-only">Delete</span>
      </Button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete “${track.name}”?`}
        description="The track is removed from the music library for everyone. This cannot be undone."
        busy={remove.isPending}
        onConfirm={confirm}
        returnFocus={opener}
      />
    </>
  );
}
