import type { LocalProvider } from './local/local-provider.js';
import { OFFLINE_ENGINES, type OfflineEngine } from '../config/engine-names.js';

export type EngineState = 'starting' | 'ready' | 'failed';

/**
 * Whether the offline engines really speak: each engine the catalogue uses renders one short phrase
 * when the server starts, one engine after another, so the check boots one worker thread where side
 * by side it booted one per engine (about 0.75 s of a core and tens of MB each; the warm-up, or the
 * first job, starts the others). The health check reports the states; a failure is retried on the
 * next look.
 */
export function trackSpeechReadiness(local: LocalProvider, log: { error(obj: object, msg: string): void }) {
  const states = new Map<OfflineEngine, EngineState>();
  /** Never rejects: a failure is a state, logged. */
  const check = (engine: OfflineEngine, catalogueId: string): Promise<unknown> => {
    states.set(engine, 'starting');
    return local.synthesize('Ready.', { catalogueId }, { rate: 0, pitch: 0 }).then(
      (audio) => states.set(engine, audio.kind === 'pcm' && audio.pcm.samples.length > 0 ? 'ready' : 'failed'),
      (err: unknown) => {
        states.set(engine, 'failed');
        log.error({ err, engine }, 'an offline speech engine failed its start-up check');
      },
    );
  };
  // One catalogue voice per engine in use: the first that speaks with it.
  const probes = OFFLINE_ENGINES.flatMap((engine) => {
    const id = Object.keys(local.catalogue).find((voiceId) => local.catalogue[voiceId]!.engine === engine);
    return id ? [{ engine, id }] : [];
  });
  // Each is starting from now, though the threads' checks wait their turn.
  for (const { engine } of probes) states.set(engine, 'starting');
  let inThreads: Promise<unknown> = Promise.resolve();
  for (const { engine, id } of probes) {
    // The neural voice speaks in processes of its own (offline-pool.ts): its check runs beside the others.
    if (engine === 'kokoro') void check(engine, id);
    else inThreads = inThreads.then(() => check(engine, id));
  }
  return {
    /**
     * Each offline engine: ready, starting, failed, not installed on this node, or installed but
     * speaking no catalogue voice (the older engines where the neural voice speaks them all, record 128).
     */
    engines(): Record<OfflineEngine, EngineState | 'not installed' | 'not used'> {
      const now = Object.fromEntries(
        OFFLINE_ENGINES.map((engine) => [
          engine,
          states.get(engine) ?? (local.engines[engine] ? 'not used' : 'not installed'),
        ]),
      ) as Record<OfflineEngine, EngineState | 'not installed' | 'not used'>;
      for (const { engine, id } of probes) if (now[engine] === 'failed') void check(engine, id);
      return now;
    },
  };
}

/** The offline engine as one state: failed if any engine in use failed, ready once all are. */
export function overallState(engines: Record<string, EngineState | 'not installed' | 'not used'>): EngineState {
  const used = Object.values(engines).filter((state) => state !== 'not installed' && state !== 'not used');
  if (used.includes('failed')) return 'failed';
  return used.every((state) => state === 'ready') ? 'ready' : 'starting';
}
