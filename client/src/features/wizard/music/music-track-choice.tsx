import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import { useMusicTracks } from '@/features/admin/use-music-tracks';
import { Spinner } from '@/components/ui/spinner';
import { MusicTrackOption, type TrackChoice } from './music-track-option';

const NO_MUSIC: TrackChoice = {
  id: NO_MUSIC_TRACK_ID,
  name: 'No music',
  description: 'Your voice alone, with the same studio finish.',
};

/** Step 4's track list (spec §2): every track from GET /api/music-tracks, then 'No music', always offered (record 051). */
export function MusicTrackChoice({ value, onChange }: { value: string; onChange: (trackId: string) => void }) {
  const { data: tracks, isPending } = useMusicTracks();
  const choices: TrackChoice[] = [...(tracks ?? []), NO_MUSIC];

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Background music</legend>
      {isPending ? <Spinner className="size-6" label="Loading music tracks" /> : null}
      <div className="grid gap-3 md:grid-cols-2">
        {choices.map((track) => (
          <MusicTrackOption
            key={track.id}
            track={track}
            selected={value === track.id}
            onSelect={() => onChange(track.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}
