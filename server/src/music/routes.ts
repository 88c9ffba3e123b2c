import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../common/messages.js';
import { MUSIC_UPLOAD_MAX_BYTES } from '../../../common/schemas/music.js';
import { requireAdmin, requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { serviceContext } from '../http/context.js';
import { BUILT_IN_MUSIC_DIR, BUILT_IN_TRACKS } from './built-in-tracks.js';
import { listMusicTracks } from './list-music-tracks.js';
import { deleteUploadedTrack, uploadedMusicDir } from './uploaded-tracks.js';
import { uploadMusicTrack } from './upload-music-track.js';

export async function registerMusicRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/music-tracks', { preHandler: requireUser(deps) }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listMusicTracks(deps.database.db);
  });

  r.post('/api/upload-music', { preHandler: requireAdmin(deps) }, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError(400, messages.music.noFileSelected);
    const parts = request.parts({ limits: { fileSize: MUSIC_UPLOAD_MAX_BYTES } });
    const track = await uploadMusicTrack(serviceContext(deps, request), parts, request.adminUsername!);
    return reply.code(201).send(track);
  });

  r.delete('/api/music-tracks/:id', { preHandler: requireAdmin(deps), schema: { params: z.object({ id: z.string().max(100) }) } }, async (request) => {
    const { id } = request.params;
    if (BUILT_IN_TRACKS.some((t) => t.id === id)) throw new AppError(400, messages.music.builtInNotDeletable);
    const deleted = await deleteUploadedTrack(deps.database.db, deps.config.dataDir, id);
    if (!deleted) throw new AppError(404, messages.music.notFound);
    return { success: true, message: messages.music.deleted };
  });

  // /static/music/<id>.mp3: built-in tracks from the repository, uploaded ones from DATA_DIR/music.
  const uploadedDir = uploadedMusicDir(deps.config.dataDir);
  fs.mkdirSync(uploadedDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: [BUILT_IN_MUSIC_DIR, uploadedDir],
    prefix: '/static/music/',
    decorateReply: false,
    wildcard: true,
    index: false,
    setHeaders: (res) => res.header('cache-control', 'no-cache'),
  });
}
