import type { MusicTrack } from '#common/schemas/music.js';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The music under a programme: one of the tracks users may mix with (the editor's and the suggestion's). */
export function TrackSelect({
  id,
  label,
  tracks,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  tracks: readonly MusicTrack[];
  value: string;
  onChange: (trackId: string) => void;
  error?: string;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger {...control}>
            <SelectValue placeholder="Choose the music" />
          </SelectTrigger>
          <SelectContent>
            {tracks.map((track) => (
              <SelectItem key={track.id} value={track.id}>
                {track.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
