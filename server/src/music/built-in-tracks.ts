import path from 'node:path';
import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import { formatDuration } from '#common/format.js';
import { ASSETS_DIR } from '../paths.js';

/** A background-music choice as the product lists it (spec §3: id, name, duration, description). */
export interface MusicTrack {
  id: string;
  name: string;
  description: string;
  durationInSeconds: number;
  /** Duration as shown to users, e.g. '1:25' ('0:00' for no music). */
  duration: string;
}

export interface BuiltInTrack extends MusicTrack {
  /** What the piece is, for people re-rendering it (scripts/music/tracks/<id>.ts is the source). */
  style: string;
}

/** The rendered built-in tracks: assets/music/<id>.mp3, made by scripts/render-music.ts. */
export const BUILT_IN_MUSIC_DIR = path.join(ASSETS_DIR, 'music');

/** Every built-in track is mastered to this integrated loudness, true peak below -1.5 dBTP. */
export const BUILT_IN_LOUDNESS_LUFS = -18;

function track(id: string, name: string, durationInSeconds: number, description: string, style: string): BuiltInTrack {
  return { id, name, description, durationInSeconds, duration: formatDuration(durationInSeconds), style };
}

/** The five composed tracks, in the order the music step lists them. */
export const BUILT_IN_TRACKS: readonly BuiltInTrack[] = [
  track(
    'corporate-upbeat',
    'Corporate Upbeat',
    85,
    'Bright, confident piano and strings over a steady beat that keeps callers feeling looked after.',
    'D major, 113 BPM; piano eighths, strings, finger bass, light pop kit',
  ),
  track(
    'soft-jazz',
    'Soft Jazz',
    102,
    'A relaxed late-evening jazz trio with brushed drums, warm guitar and a gentle vibraphone tune.',
    'F major, 75 BPM swing; jazz guitar, vibraphone, acoustic bass, brushes',
  ),
  track(
    'acoustic-ambient',
    'Acoustic Ambient',
    75,
    'Calm fingerpicked guitar floating on a soft pad, with no drums: quiet and unhurried.',
    'G major, 77 BPM; nylon guitar, warm pad, fretless bass, piano',
  ),
  track(
    'light-pop',
    'Light Pop',
    90,
    'Cheerful, sunny pop with bouncy piano, handclaps and a friendly marimba hook.',
    'C major, 107 BPM; piano, marimba, acoustic guitar, bass, claps and shaker',
  ),
  track(
    'relaxed-corporate',
    'Relaxed Corporate',
    80,
    'Smooth electric piano and a laid-back groove: professional and easy on the ear.',
    'E-flat major, 96 BPM; electric piano, pad, fingered bass, clean guitar, soft kit and shaker',
  ),
];

const NO_MUSIC_TRACK: MusicTrack = {
  id: NO_MUSIC_TRACK_ID,
  name: 'No Music',
  description: 'Your message plays on its own, with no background music.',
  durationInSeconds: 0,
  duration: formatDuration(0),
};

/** Every built-in choice: the five tracks, then no music. */
export const BUILT_IN_MUSIC_CHOICES: readonly MusicTrack[] = [...BUILT_IN_TRACKS, NO_MUSIC_TRACK];

export function builtInTrackPath(id: string): string | undefined {
  return BUILT_IN_TRACKS.some((t) => t.id === id) ? path.join(BUILT_IN_MUSIC_DIR, `${id}.mp3`) : undefined;
}
