import { Clock } from 'lucide-react';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { PlayStopButton } from '@/components/play-stop-button';
import { ChoiceCard } from '@/components/choice-card';
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
export function MusicTrackOption({
  track,
  selected,
  onSelect,
}: {
  track: TrackChoice;
  selected: boolean;
  onSelect: () => void;
}) {
  const url = trackUrl(track.id);
  const { playing, toggle: togglePreview } = usePlaybackToggle(url, () => ({
    title: messages.music.playFailedTitle,
    description: formatMessage(messages.music.playFailed, { name: track.name }),
  }));
  const hasPreview = track.duration !== undefined;

  return (
    <ChoiceCard
      group="musicTrack"
      value={track.id}
      label={track.name}
      title={track.name}
      description={track.description}
      details={
        hasPreview ? (
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Clock aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Duration</span>
            <span className="tabular-nums">{track.duration}</span>
          </span>
        ) : null
      }
      selected={selected}
      onSelect={onSelect}
      // Phones put Play under the text, so the description keeps a readable width.
      className="hover:border-indigo-300 sm:flex-row sm:items-start"
    >
      {hasPreview ? (
        <PlayStopButton
          playing={playing}
          onToggle={togglePreview}
          subject={`${track.name} preview`}
          text={['Play', 'Stop']}
          size="sm"
          className="ml-7 self-start sm:ml-0"
        />
      ) : null}
    </ChoiceCard>
  );
}
