import { Clock, Play, Square } from 'lucide-react';
import { formatMessage } from '../../../../../common/format-message';
import { messages } from '../../../../../common/messages';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { usePlaybackToggle } from '@/lib/use-playback-toggle';

export interface TrackChoice {
  id: string;
  name: string;
  description: string;
  /** m:ss; absent for 'No music'. */
  duration?: string;
}

const trackUrl = (id: string) => `/static/music/${encodeURIComponent(id)}.mp3`;

/** One background-music choice: a radio card, and for a real track a Play/Stop preview on the one audio player. */
export function MusicTrackOption({ track, selected, onSelect }: { track: TrackChoice; selected: boolean; onSelect: () => void }) {
  const url = trackUrl(track.id);
  const { playing, toggle: togglePreview } = usePlaybackToggle(url, () => ({
    title: messages.music.playFailedTitle,
    description: formatMessage(messages.music.playFailed, { name: track.name }),
  }));
  const hasPreview = track.duration !== undefined;


  return (
    <div
      data-checked={selected ? '' : undefined}
      className={cn(
        // Phones put Play under the text, so the description keeps a readable width.
        'flex flex-col gap-3 rounded-xl border border-input bg-card p-4 transition-colors hover:border-indigo-300 sm:flex-row sm:items-start',
        'data-checked:border-primary data-checked:bg-primary-soft data-checked:shadow-[inset_0_0_0_1px_var(--color-primary)]',
      )}
    >
      <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 has-focus-visible:outline-2 has-focus-visible:outline-offset-4 has-focus-visible:outline-ring">
        <input
          type="radio"
          name="musicTrack"
          value={track.id}
          checked={selected}
          onChange={onSelect}
          aria-label={track.name}
          aria-describedby={`track-${track.id}-description`}
          className="mt-0.5 size-4 shrink-0 appearance-none rounded-full border border-slate-400 bg-card outline-none checked:border-[5px] checked:border-primary"
        />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="text-sm font-semibold">{track.name}</span>
          <span id={`track-${track.id}-description`} className="text-xs text-muted-foreground">
            {track.description}
          </span>
          {hasPreview ? (
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <Clock aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Duration</span>
              <span className="tabular-nums">{track.duration}</span>
            </span>
          ) : null}
        </span>
      </label>
      {hasPreview ? (
        <Button
          variant={playing ? 'outline' : 'secondary'}
          size="sm"
          className="ml-7 self-start sm:ml-0"
          aria-label={`${playing ? 'Stop' : 'Play'} ${track.name} preview`}
          onClick={togglePreview}
        >
          {playing ? <Square aria-hidden="true" /> : <Play aria-hidden="true" />}
          {playing ? 'Stop' : 'Play'}
        </Button>
      ) : null}
    </div>
  );
}
