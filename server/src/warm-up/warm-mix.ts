import { DEFAULT_TRACK_ID, LIMITS } from '#common/constants.js';
import { builtInMusic } from '../mix/mix-audio.js';
import type { MixEnv } from '../mix/mix-env.js';
import { decodedTrack } from '../mix/music-cache.js';
import { produceMixBytes } from '../mix/produce-mix.js';
import { recordingFromBytes } from '../mix/voice-analysis.js';
import { BUILT_IN_TRACKS } from '../music/built-in-tracks.js';

/**
 * V8 compiles a loop's optimised code only after it has run a while: in a new thread, the first
 * mastering of 40 s of voice took about 15 times its steady time (the thread's start included), the
 * second about 5 times; after three of 3 s, the first of 40 s took about its steady time (record 122).
 */
const MIX_ROUNDS = 3;

/** A built-in track decoded into the mix cache (music-cache.ts) under the name a user's mix looks for. */
async function decodeBuiltInTrack(env: MixEnv, id: string): Promise<{ id: string; file: string }> {
  const music = (await builtInMusic(id))!;
  await decodedTrack(env, music.id, music.file);
  return music;
}

export const decodeDefaultTrack = (env: MixEnv) => decodeBuiltInTrack(env, DEFAULT_TRACK_ID);

/** The other built-in tracks, one at a time; each is only read back if an earlier start decoded it. */
export async function decodeOtherTracks(env: MixEnv): Promise<void> {
  for (const track of BUILT_IN_TRACKS) if (track.id !== DEFAULT_TRACK_ID) await decodeBuiltInTrack(env, track.id);
}

/**
 * A short recording mixed over the default track as a user's message is, MIX_ROUNDS times on each
 * mix thread: the voice's mastering and measuring, the timeline, the limiter, one MP3 encode. The
 * recording is a new one each round (so it is measured, not just mastered), and nothing of it is
 * kept: `env` must not keep voice samples.
 */
export async function warmMix(
  env: MixEnv,
  music: { id: string; file: string },
  wav: Buffer,
  threads: number,
): Promise<void> {
  for (let round = 0; round < MIX_ROUNDS; round++) {
    await Promise.all(
      Array.from({ length: threads }, () =>
        produceMixBytes(env, {
          voice: recordingFromBytes(wav),
          music,
          volume: LIMITS.musicVolumeDefault,
        }),
      ),
    );
  }
}
