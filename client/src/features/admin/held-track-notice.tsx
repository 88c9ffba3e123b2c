import { AlertTriangle, Send } from 'lucide-react';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { AdminMusicTrack } from '#common/schemas/music.js';
import { BusyIcon } from '@/components/busy-icon';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { usePublishMusicTrack } from './use-music-tracks';

/**
 * Why a held track is held (record 106): the phone-line warning with its figures, that users are not
 * offered it, and the admin's way to publish it anyway after listening (Delete stays in the row).
 */
export function HeldTrackNotice({ track }: { track: AdminMusicTrack }) {
  const publish = usePublishMusicTrack();

  function confirm() {
    publish.mutate(track.id, {
      onSuccess: () =>
        toast({
          title: messages.music.published,
          description: formatMessage(messages.music.availableDescription, { name: track.name }),
          variant: 'default',
        }),
      onError: (error) =>
        toast({
          title: messages.music.publishFailed,
          description:
            error instanceof ApiError ? (error.serverMessage ?? error.message) : messages.generic.networkError,
        }),
    });
  }

  return (
    <Alert className="border-amber-200 bg-amber-50 text-amber-950 [&>svg]:text-amber-700">
      <AlertTriangle aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <AlertTitle>{messages.music.phoneLineWarningTitle}</AlertTitle>
          <AlertDescription>{track.phoneLineWarning}</AlertDescription>
          <AlertDescription className="font-medium">{messages.music.heldNotice}</AlertDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="self-start bg-card"
          aria-label={formatMessage(messages.music.publishAnywayLabel, { name: track.name })}
          disabled={publish.isPending}
          onClick={confirm}
        >
          <BusyIcon busy={publish.isPending} icon={Send} />
          {publish.isPending ? messages.music.publishing : messages.music.publishAnyway}
        </Button>
      </div>
    </Alert>
  );
}
