import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '#common/messages.js';
import { MUSIC_UPLOAD_MAX_BYTES } from '#common/schemas/music.js';
import { requireAdmin, requireUser, sessionFromRequest } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { serviceContext } from '../http/context.js';
import { BUILT_IN_MUSIC_DIR, BUILT_IN_TRACKS } from './built-in-tracks.js';
import { listAdminMusicTracks, listMusicTracks } from './list-music-tracks.js';
import {
  deleteUploadedTrack,
  findUploadedTrack,
  publishUploadedTrack,
  uploadedTrackKey,
  usableByUsers,
} from './uploaded-tracks.js';
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

  r.get(
    '/api/admin/music-tracks',
    { preHandler: requireAdmin(deps), schema: routeSchema('GET /api/admin/music-tracks') },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAdminMusicTracks(deps.database.db);
    },
  );

  // The admin's confirmation of a held track (record 106). Idempotent; 404 for an id that is not an upload.
  r.post(
    '/api/admin/music-tracks/:id/publish',
    { preHandler: requireAdmin(deps), schema: routeSchema('POST /api/admin/music-tracks/:id/publish') },
    async (request) => {
      const { id } = request.params;
      const found = await publishUploadedTrack(deps.database.db, id, request.adminUsername!, deps.clock.now());
      if (!found) throw new AppError(404, messages.music.notFound);
      request.log.info({ track: id, admin: request.adminUsername }, 'music track published');
      return { success: true as const, message: messages.music.published };
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

  // /static/music/<id>.mp3 (bytes, so no reply schema): built-in tracks from the repository (a route per file), open to
  // anyone; uploaded ones from the blob store, to signed-in users and admins only (record 114), with range requests
  // either way. A held track is unknown to everyone but an admin, who listens to it before publishing it.
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
      // Who asks comes first, so a signed-out client learns nothing of which tracks exist.
      const admin = await sessionFromRequest(deps, request, 'admin');
      if (!admin && !(await sessionFromRequest(deps, request, 'user'))) {
        throw new AppError(401, messages.generic.notAuthenticated);
      }
      const id = /^([a-z0-9-]+)\.mp3$/.exec(request.params.file)?.[1];
      const track = id ? await findUploadedTrack(deps.database.db, id) : undefined;
      const adminOnly = track !== undefined && !usableByUsers(track);
      if (!track || (adminOnly && !admin)) throw new AppError(404, messages.generic.notFound);
      return sendBlob(request, reply, deps.store, uploadedTrackKey(track.id), {
        contentType: 'audio/mpeg',
        // Only for those signed in, so never in a shared cache; what only an admin may hear is not kept at all.
        cacheControl: adminOnly ? 'private, no-store' : 'private, no-cache',
      });
    },
  );
}
