import path from 'node:path';
import type { ServiceContext } from '../deps.js';

/** What the mixer needs from the outside world: where to keep its caches, and which ffmpeg to run. */
export interface MixEnv {
  dataDir: string;
  ffmpegPath: string;
  /**
   * Whether a voice's mastered samples may be kept in the node-local cache for re-mixes (default
   * yes). Not with a remote store: they are the user's voice, and no user audio stays on a node.
   * The voice's analysis (numbers) is kept in its row either way, never on a node (record 105).
   */
  keepVoiceSamples?: boolean;
}

/** The mix's environment on this node. */
export function mixEnvOf(ctx: Pick<ServiceContext, 'config' | 'ffmpeg' | 'store'>): MixEnv {
  return { dataDir: ctx.config.dataDir, ffmpegPath: ctx.ffmpeg.path, keepVoiceSamples: ctx.store.kind === 'local' };
}

/**
 * Decoded music and mastered voice samples: DATA_DIR/cache/mix/. The version also marks every
 * voice analysis kept with its recording (record 105): bump it when the analysis changes, and
 * recordings are measured again at their next mix.
 */
export const MIX_CACHE_VERSION = 5;
export function mixCacheDir(dataDir: string): string {
  return path.join(dataDir, 'cache', 'mix');
}
