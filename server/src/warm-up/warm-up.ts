import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.js';
import { startMixThreads } from '../mix/mix-math-pool.js';
import type { MixEnv } from '../mix/mix-env.js';
import { keepEncodersReady } from '../mix/part-encoders.js';
import { inBackground } from '../process/fair-share.js';
import type { LocalProvider } from '../voice/local/local-provider.js';
import { startOfflineWorkers } from '../voice/local/offline-pool.js';
import { decodeDefaultTrack, decodeOtherTracks, warmMix } from './warm-mix.js';
import { warmSpeech, warmUpVoices } from './warm-speech.js';

/**
 * The warm-up after start (record 122): what a fresh server would otherwise make its first user
 * wait for, done before anyone asks. The worker threads and the neural voice's processes are
 * started and their hot paths run once (a sentence in each engine thread and neural process, its
 * session loaded, a short mix on each mix thread), and the built-in tracks are
 * decoded into the mix cache, the default first (on disk: after a restart only read back). All in
 * the background lane (fair-share.ts): a user's job that arrives meanwhile goes first, and one that
 * needs the same track joins its decode (music-cache.ts) instead of starting another. Then MP3
 * encoders are kept on standby (part-encoders.ts, record 124). main.ts starts the warm-up once the
 * server listens, on nodes that run jobs, unless WARM_UP is off.
 */
export async function warmUp(
  deps: Pick<AppDeps, 'config' | 'ffmpeg'>,
  local: LocalProvider,
  log: FastifyBaseLogger,
): Promise<void> {
  const started = performance.now();
  // Nothing of a user's is made, so nothing of a voice is kept on this node.
  const env: MixEnv = { dataDir: deps.config.dataDir, ffmpegPath: deps.ffmpeg.path, keepVoiceSamples: false };
  const voices = warmUpVoices(local);
  const threads = { ...startOfflineWorkers(Boolean(local.engines.kokoro)), mix: startMixThreads() };
  log.info({ threads, voices }, 'warming up');
  // Each stage's milliseconds, and the stages that failed: what failed here fails a user's job too,
  // with its own answer (record 113), so the warm-up only says so and goes on.
  const stages: Record<string, number> = {};
  const failed: string[] = [];
  const stage = async <T>(name: string, work: () => Promise<T>): Promise<T | undefined> => {
    const from = performance.now();
    try {
      return await work();
    } catch (err) {
      failed.push(name);
      log.warn({ err, stage: name }, 'a warm-up stage failed');
      return undefined;
    } finally {
      stages[name] = Math.round(performance.now() - from);
    }
  };

  await inBackground(async () => {
    const [wav, music] = await Promise.all([
      stage('speech', () => warmSpeech(env.ffmpegPath, local, voices, threads)),
      stage('default track', () => decodeDefaultTrack(env)),
    ]);
    await Promise.all([
      wav && music && stage('mix', () => warmMix(env, music, wav, threads.mix)),
      stage('other tracks', () => decodeOtherTracks(env)),
    ]);
  });
  // From now on a mix finds its encoders started (record 124).
  keepEncodersReady(env);
  log.info(
    { ms: Math.round(performance.now() - started), stages, threads, voices, ...(failed.length && { failed }) },
    'warm-up done',
  );
}
