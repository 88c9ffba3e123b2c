import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import type { MusicTrack } from '#common/schemas/music.js';
import { findAnyVoice } from '#common/spanish-voices.js';

/** How a message was made, in the words step 5's summary and the Library use. */

/** The voice as a person knows it: the catalogue name, or their own voice from step 2. */
export function voiceLabel(voiceType: string, customVoice: boolean): string {
  if (customVoice) return 'Your custom voice';
  return findAnyVoice(voiceType)?.name ?? voiceType;
}

/** The track's name and volume; a track no longer offered says so. */
export function musicLabel(trackId: string, volume: number, tracks: MusicTrack[] | undefined): string {
  if (trackId === NO_MUSIC_TRACK_ID) return 'No music';
  const track = tracks?.find((t) => t.id === trackId);
  if (!track) return tracks ? 'Music no longer available' : trackId;
  return `${track.name} at ${volume}%`;
}
