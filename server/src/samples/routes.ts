import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SAMPLE_MESSAGES, type SampleMessageWithAvailability } from '../../../common/samples.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { ASSETS_DIR } from '../paths.js';

/** The three sample messages, each saying whether its audio exists yet (the music issue makes them). */
export function registerSampleRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/sample-messages', { preHandler: requireUser(deps) }, async (): Promise<SampleMessageWithAvailability[]> =>
    SAMPLE_MESSAGES.map((sample) => ({
      ...sample,
      audioAvailable: fs.existsSync(path.join(ASSETS_DIR, 'samples', `${sample.id}.mp3`)),
    })),
  );
}
