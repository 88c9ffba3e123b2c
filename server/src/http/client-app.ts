import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '#common/messages.js';
import { errorBody } from './error-handler.js';
import { CLIENT_DIST_DIR } from '../paths.js';

/**
 * Serves the built React app. Hashed files under /assets are cached for a year; every other
 * GET that accepts HTML gets index.html, so client-side routes such as /auth/verify work on reload.
 */
export async function registerClientApp(app: FastifyInstance): Promise<void> {
  const indexFile = path.join(CLIENT_DIST_DIR, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIST_DIR,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/vite-precompress.ts, record 080):
      // the one the browser accepts is sent, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The static wildcard would answer '/' as a directory (403); the app's front page is index.html.
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/static/');
    if (!wantsPage || !(request.headers.accept ?? '').includes('text/html')) {
      return reply.code(404).send(errorBody(messages.generic.notFound, 'not_found'));
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
