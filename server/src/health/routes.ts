import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { canEncode } from '../process/ffmpeg-health.js';
import type { AppDeps } from '../deps.js';
import { providerStatuses, type SpeechProviders } from '../voice/providers.js';
import { overallState, trackSpeechReadiness } from '../voice/speech-readiness.js';
import { routeSchema } from '../http/route-schema.js';

/** A part that takes longer than this to answer a probe counts as away: health answers promptly. */
const PROBE_MS = 3000;
const HEALTH_PROBE_KEY = 'health-check/probe';

/** Resolves 'ok' when `probe` succeeds within PROBE_MS, 'unavailable' otherwise (logged). */
async function probed(probe: Promise<unknown>, log: FastifyBaseLogger, part: string): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_MS} ms`)), PROBE_MS);
  });
  try {
    await Promise.race([probe, late]);
    return 'ok';
  } catch (error) {
    log.error({ err: error }, `health: ${part} probe failed`);
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: 200 `{status:"ok"}` once the database answers, the object store answers a HEAD,
 * ffmpeg encodes a real MP3 (checked at start and again here, at most every 30 s) and each offline
 * speech engine has spoken its first phrase; 503 until then, or while the database, the store,
 * ffmpeg or an engine does not work (record 113).
 */
export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps, providers: SpeechProviders): void {
  const startedAt = Date.now();
  const speech = trackSpeechReadiness(providers.local, app.log);
  app.get('/api/health', { schema: routeSchema('GET /api/health') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const [database, store, encodes] = await Promise.all([
      probed(deps.database.ping(), request.log, 'database'),
      // A missing object is an answer: the store is there.
      probed(deps.store.head(HEALTH_PROBE_KEY), request.log, 'object store'),
      canEncode(deps.ffmpeg.path),
    ]);
    const ffmpeg = encodes ? ('ok' as const) : ('unavailable' as const);
    const engines = speech.engines();
    const local = overallState(engines);
    const partsOk = database === 'ok' && store === 'ok' && ffmpeg === 'ok';
    const ok = partsOk && local === 'ready';
    if (!ok) reply.header('retry-after', '5');
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : partsOk && local === 'starting' ? 'starting' : 'error',
      database: { kind: deps.database.kind, status: database },
      store: { kind: deps.store.kind, status: store },
      ffmpeg: { version: deps.ffmpeg.version, status: ffmpeg },
      speech: {
        local,
        studios: Object.fromEntries(providerStatuses(providers).map((p) => [p.id, p.mode])),
        // Which offline engines this node has, and who says each catalogue voice: engine, speaker
        // and its data revision, the voice's identity (record 101).
        engines,
        voices: Object.fromEntries(providers.local.listVoices().map((v) => [v.catalogueId, v.providerVoiceId])),
        neuralVoice: providers.local.neuralVoice ?? `not installed: ${providers.local.whyNoNeuralVoice}`,
      },
      mail: deps.mailer.kind,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    });
  });
}
