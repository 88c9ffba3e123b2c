import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SAMPLE_MESSAGES, type SampleMessageWithAvailability } from '#common/samples.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { ASSETS_DIR } from '../paths.js';
import { routeSchema } from '../http/route-schema.js';

/** The sample recordings: assets/samples/<id>.mp3, made by scripts/make-samples.ts. */
export const SAMPLES_DIR = path.join(ASSETS_DIR, 'samples');

/** The three sample messages, each saying whether its audio exists, and their audio at /static/samples/<id>.mp3. */
export function registerSampleRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(
    '/api/sample-messages',
    { preHandler: requireUser(deps), schema: routeSchema('GET /api/sample-messages') },
    async (): Promise<SampleMessageWithAvailability[]> =>
      SAMPLE_MESSAGES.map((sample) => ({
        ...sample,
        audioAvailable: fs.existsSync(path.join(SAMPLES_DIR, `${sample.id}.mp3`)),
      })),
  );

  // Loaded with the app's other plugins when it starts (app.ready()), so this function stays synchronous.
  void app.register(fastifyStatic, {
    root: SAMPLES_DIR,
    prefix: '/static/samples/',
    decorateReply: false,
    wildcard: true,
    index: false,
    setHeaders: (res) => {
      res.header('cache-control', 'no-cache');
    },
  });
}
