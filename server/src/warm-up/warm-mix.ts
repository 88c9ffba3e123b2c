import { randomUUID } from 'node:crypto';
import { DEFAULT_TRACK_ID, LIMITS } from '#common/constants.js';
import { builtInMusic } from '../mix/mix-audio.js';
import type { MixEnv } from '../mix/mix-env.js';
import { decodedTrack } from '../mix/music-cache.js';
import { produceMixBytes } from '../mix/produce-mix.js';
import { BUILT_IN_TRACKS } from '../music/built-in-tracks.js';

/**
 * V8 compiles a loop's optimised code after it has run a while: the first mastering of a minute of
 * voice in a new thread took about five times its steady time, the third one on three seconds about
 * its steady time (record 122).
 */
const MIX_ROUNDS = 3;

/** The default track, decoded into the mix cache (music-cache.ts) under the name a user's mix looks for. */
export async function decodeDefaultTrack(env: MixEnv): Promise<{ id: string; file: string }> {
  const music = (await builtInMusic(DEFAULT_TRACK_ID))!;
  await decodedTrack(env, music.id, music.file);
  return music;
}

/** The other built-in tracks, one at a time; each is only read back if an earlier start decoded it. */
export async function decodeOtherTracks(env: MixEnv): Promise<void> {
  for (const track of BUILT_IN_TRACKS.filter((t) => t.id !== DEFAULT_TRACK_ID)) {
    const music = (await builtInMusic(track.id))!;
    await decodedTrack(env, music.id, music.file);
  }
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
          voice: { id: randomUUID(), analysis: null, read: async () => wav, keep: async () => undefined },
          music,
          volume: LIMITS.musicVolumeDefault,
        }),
      ),
    );
  }
}
