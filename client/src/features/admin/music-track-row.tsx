import { Clock } from 'lucide-react';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { AdminMusicTrack } from '#common/schemas/music.js';
import { PlayStopButton } from '@/components/play-stop-button';
import { cn } from '@/lib/utils';
import { DeleteTrackDialog } from './delete-track-dialog';
import { HeldTrackNotice } from './held-track-notice';
import { usePlaybackToggle } from '@/lib/use-playback-toggle';

const trackUrl = (id: string) => `/static/music/${encodeURIComponent(id)}.mp3`;

/**
 * One track: what it is, where it came from, Play/Stop on the app's one player, and Delete if
 * uploaded; a held upload also says why and offers to publish it (record 106).
 */
export function MusicTrackRow({ track }: { track: AdminMusicTrack }) {
  const url = trackUrl(track.id);
  const { playing, toggle } = usePlaybackToggle(url, () => ({
    title: messages.music.playFailedTitle,
    description: formatMessage(messages.music.playFailed, { name: track.name }),
  }));

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-6">
      <div className="flex items-start gap-3 sm:items-center sm:gap-4">
        <PlayStopButton
          playing={playing}
          onToggle={toggle}
          subject={track.name}
          variants={['outline', 'default']}
          filledIcon
          size="icon"
          className="size-10 rounded-full"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h4 className="font-semibold">{track.name}</h4>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-medium',
                track.builtIn ? 'bg-muted text-muted-foreground' : 'bg-primary-soft text-primary-soft-foreground',
              )}
            >
              {track.builtIn ? 'Built-in' : 'Uploaded'}
            </span>
            {track.held ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                {messages.music.heldBadge}
              </span>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">{track.description}</p>
          <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
            <Clock aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">Duration</span>
            <span className="font-medium tabular-nums text-foreground">{track.duration}</span>
            <span aria-hidden="true">·</span>
            <span className="sr-only">ID</span>
            <span className="truncate font-mono">{track.id}</span>
          </p>
        </div>
        {track.builtIn ? null : <DeleteTrackDialog track={track} url={url} />}
      </div>
      {track.held ? <HeldTrackNotice track={track} /> : null}
    </li>
  );
}
