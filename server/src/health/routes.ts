import type { FastifyInstance } from 'fastify';
import { canEncode } from '../process/ffmpeg-health.js';
import type { AppDeps } from '../deps.js';
import { providerStatuses, type SpeechProviders } from '../voice/providers.js';
import { overallState, trackSpeechReadiness } from '../voice/speech-readiness.js';
import { routeSchema } from '../http/route-schema.js';

/**
 * GET /api/health: 200 `{status:"ok"}` once the database answers, ffmpeg encodes a real MP3
 * (checked at start and again here, at most every 30 s) and each offline speech engine has spoken
 * its first phrase; 503 until then, or while the database, ffmpeg or an engine does not work.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps, providers: SpeechProviders): void {
  const startedAt = Date.now();
  const speech = trackSpeechReadiness(providers.local, app.log);
  app.get('/api/health', { schema: routeSchema('GET /api/health') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const database = await deps.database.ping().then(
      () => 'ok' as const,
      (error: unknown) => {
        request.log.error({ err: error }, 'health: database ping failed');
        return 'unavailable' as const;
      },
    );
    const ffmpeg = (await canEncode(deps.ffmpeg.path)) ? ('ok' as const) : ('unavailable' as const);
    const engines = speech.engines();
    const local = overallState(engines);
    const ok = database === 'ok' && ffmpeg === 'ok' && local === 'ready';
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : database === 'ok' && ffmpeg === 'ok' && local === 'starting' ? 'starting' : 'error',
      database: { kind: deps.database.kind, status: database },
      ffmpeg: { version: deps.ffmpeg.version, status: ffmpeg },
      speech: {
        local,
        studios: Object.fromEntries(providerStatuses(providers).map((p) => [p.id, p.mode])),
        // Which offline engines this node has, and who says each catalogue voice: engine, speaker
        // and its data revision, the voice's identity (record 101).
        engines,
        voices: Object.fromEntries(providers.local.listVoices().map((v) => [v.catalogueId, v.providerVoiceId])),
      },
      mail: deps.mailer.kind,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    });
  });
}
