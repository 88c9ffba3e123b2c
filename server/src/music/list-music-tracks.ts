import type { MusicTrack } from '#common/schemas/music.js';
import type { Db } from '../db/client.js';
import { formatDuration } from '#common/format.js';
import { BUILT_IN_MUSIC_CHOICES } from './built-in-tracks.js';
import { listUploadedTracks } from './uploaded-tracks.js';

/** Every music choice: the built-in tracks and 'No Music', then the uploaded tracks, oldest first. */
export async function listMusicTracks(db: Db): Promise<MusicTrack[]> {
  const builtIn = BUILT_IN_MUSIC_CHOICES.map(({ id, name, description, duration, durationInSeconds }) => ({
    id,
    name,
    description,
    duration,
    durationInSeconds,
    builtIn: true,
  }));
  const uploaded = (await listUploadedTracks(db)).map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    duration: formatDuration(t.durationSeconds),
    durationInSeconds: t.durationSeconds,
    builtIn: false,
  }));
  return [...builtIn, ...uploaded];
}
