import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '#common/messages.js';
import { MUSIC_UPLOAD_MAX_BYTES } from '#common/schemas/music.js';
import { requireAdmin, requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { serviceContext } from '../http/context.js';
import { BUILT_IN_MUSIC_DIR, BUILT_IN_TRACKS } from './built-in-tracks.js';
import { listMusicTracks } from './list-music-tracks.js';
import { deleteUploadedTrack, findUploadedTrack, uploadedTrackKey } from './uploaded-tracks.js';
import { sendBlob } from '../storage/send-blob.js';
import { uploadMusicTrack } from './upload-music-track.js';
import { routeSchema } from '../http/route-schema.js';

export async function registerMusicRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/music-tracks',
    { preHandler: requireUser(deps), schema: routeSchema('GET /api/music-tracks') },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listMusicTracks(deps.database.db);
    },
  );

  r.post(
    '/api/upload-music',
    { preHandler: requireAdmin(deps), schema: routeSchema('POST /api/upload-music') },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(400, messages.music.noFileSelected);
      const parts = request.parts({ limits: { fileSize: MUSIC_UPLOAD_MAX_BYTES } });
      const track = await uploadMusicTrack(serviceContext(deps, request), parts, request.adminUsername!);
      return reply.code(201).send(track);
    },
  );

  r.delete(
    '/api/music-tracks/:id',
    { preHandler: requireAdmin(deps), schema: routeSchema('DELETE /api/music-tracks/:id') },
    async (request) => {
      const { id } = request.params;
      if (BUILT_IN_TRACKS.some((t) => t.id === id)) throw new AppError(400, messages.music.builtInNotDeletable);
      const deleted = await deleteUploadedTrack(deps.database.db, deps.store, id);
      if (!deleted) throw new AppError(404, messages.music.notFound);
      return { success: true as const, message: messages.music.deleted };
    },
  );

  // /static/music/<id>.mp3 (bytes, so no reply schema): built-in tracks from the repository (a route per file), uploaded ones
  // from the blob store, with range requests either way.
  await app.register(fastifyStatic, {
    root: BUILT_IN_MUSIC_DIR,
    prefix: '/static/music/',
    decorateReply: false,
    wildcard: false,
    index: false,
    setHeaders: (res) => {
      res.header('cache-control', 'no-cache');
    },
  });
  r.get(
    '/static/music/:file',
    { schema: { params: z.object({ file: z.string().max(120) }) } },
    async (request, reply) => {
      const id = /^([a-z0-9-]+)\.mp3$/.exec(request.params.file)?.[1];
      if (!id || !(await findUploadedTrack(deps.database.db, id))) throw new AppError(404, messages.generic.notFound);
      return sendBlob(request, reply, deps.store, uploadedTrackKey(id), {
        contentType: 'audio/mpeg',
        cacheControl: 'no-cache',
      });
    },
  );
}
