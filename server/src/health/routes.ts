import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';

/**
 * GET /api/health: 200 `{status:"ok"}` once the database answers and ffmpeg was found
 * (main.ts refuses to start without ffmpeg); 503 while the database does not answer.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const startedAt = Date.now();
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const database = await deps.database.ping().then(
      () => 'ok' as const,
      (error: unknown) => {
        request.log.error({ err: error }, 'health: database ping failed');
        return 'unavailable' as const;
      },
    );
    const ok = database === 'ok';
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'error',
      database: { kind: deps.database.kind, status: database },
      ffmpeg: { version: deps.ffmpeg.version },
      mail: deps.mailer.kind,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    });
  });
}
