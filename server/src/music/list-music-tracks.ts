import type { AdminMusicTrack, MusicTrack } from '#common/schemas/music.js';
import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import type { Db } from '../db/client.js';
import { formatDuration } from '#common/format.js';
import { BUILT_IN_MUSIC_CHOICES } from './built-in-tracks.js';
import { phoneLineWarning } from './phone-line-warning.js';
import { listUploadedTracks, listUsableTracks, type UploadedTrack } from './uploaded-tracks.js';

const BUILT_IN: MusicTrack[] = BUILT_IN_MUSIC_CHOICES.map(({ id, name, description, duration, durationInSeconds }) => ({
  id,
  name,
  description,
  duration,
  durationInSeconds,
  builtIn: true,
}));

function listed(t: UploadedTrack): MusicTrack {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    duration: formatDuration(t.durationSeconds),
    durationInSeconds: t.durationSeconds,
    builtIn: false,
  };
}

/** An uploaded track as the admin sees it: held ones with the warning that held them (record 106). */
export function adminView(t: UploadedTrack): AdminMusicTrack {
  const warning = t.held && t.lineLossDb !== null ? phoneLineWarning(t.name, t.lineLossDb) : undefined;
  return { ...listed(t), held: t.held, ...(warning && { phoneLineWarning: warning }) };
}

/** The users' choices: the built-in tracks and 'No Music', then the uploaded tracks they may use, oldest first. */
export async function listMusicTracks(db: Db): Promise<MusicTrack[]> {
  return [...BUILT_IN, ...(await listUsableTracks(db)).map(listed)];
}

/** The admin's list: the built-in tracks (no 'No Music', there is nothing to manage), then every upload, held ones too. */
export async function listAdminMusicTracks(db: Db): Promise<AdminMusicTrack[]> {
  const builtIn = BUILT_IN.filter((t) => t.id !== NO_MUSIC_TRACK_ID).map((t) => ({ ...t, held: false }));
  return [...builtIn, ...(await listUploadedTracks(db)).map(adminView)];
}
