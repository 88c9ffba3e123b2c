import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NO_MUSIC_TRACK_ID } from '../../../common/constants.js';
import { messages } from '../../../common/messages.js';
import { MIX_TTL_MS, type MixAudioReply } from '../../../common/schemas/mix.js';
import type { mixAudioBody } from '../../../common/schemas/mix.js';
import type { z } from 'zod';
import { audioPath, findAudioFileForUser, isExpired, storeAudioFile } from '../audio/audio-files.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { builtInTrackPath } from '../music/built-in-tracks.js';
import { findUploadedTrack, uploadedTrackPath } from '../music/uploaded-tracks.js';
import { createLimiter } from './limit.js';
import { produceMix } from './produce-mix.js';

/** At most one mix per core at a time: each holds a few MB of PCM, and the encoder wants a core. */
const mixSlots = createLimiter(Math.max(1, os.cpus().length));

/**
 * POST /api/mix-audio: the user's voice recording over the chosen music, mastered for a phone
 * line (mastering.ts), stored as the user's 'mix' file for 24 hours (D7).
 */
export async function mixAudio(ctx: ServiceContext, userId: string, body: z.output<typeof mixAudioBody>): Promise<MixAudioReply> {
  const { database, config, clock, ffmpeg, log } = ctx;
  const voice = await findAudioFileForUser(database.db, body.voiceAudioId, userId);
  // Someone else's file, an expired one and no file at all get the same answer.
  if (!voice || voice.kind !== 'voice' || isExpired(voice, clock.now())) throw new AppError(404, messages.mix.voiceNotFound);
  const music = await findMusic(ctx, body.musicTrackId);

  const tmpDir = path.join(config.dataDir, 'tmp');
  await fs.mkdir(tmpDir, { recursive: true });
  const tmpFile = path.join(tmpDir, `mix-${randomUUID()}.mp3`);
  try {
    const produced = await mixSlots(() =>
      produceMix({ dataDir: config.dataDir, ffmpegPath: ffmpeg.path }, { voiceFile: audioPath(config.dataDir, voice), music, volume: body.musicVolume }, tmpFile),
    ).catch((error: unknown) => {
      log.error({ err: error }, 'mixing failed');
      throw new AppError(500, messages.mix.failed);
    });
    log.info({ track: body.musicTrackId, volume: body.musicVolume, ...produced }, 'mixed');
    const now = clock.now();
    const file = await storeAudioFile(
      database.db,
      config.dataDir,
      { userId, kind: 'mix', durationSeconds: produced.durationSeconds, expiresAt: new Date(now.getTime() + MIX_TTL_MS), source: { file: tmpFile } },
      now,
    );
    return {
      url: `/api/audio/${file.id}`,
      duration: Math.round(file.durationSeconds * 100) / 100,
      filename: `message-${file.id.slice(0, 8)}.mp3`,
      fileSize: file.byteSize,
    };
  } finally {
    await fs.rm(tmpFile, { force: true });
  }
}

/** null for 'No Music'; a built-in or uploaded track's file; 404 for anything else. */
async function findMusic(ctx: ServiceContext, id: string): Promise<{ id: string; file: string } | null> {
  if (id === NO_MUSIC_TRACK_ID) return null;
  const builtIn = builtInTrackPath(id);
  if (builtIn) return { id, file: builtIn };
  const uploaded = await findUploadedTrack(ctx.database.db, id);
  const file = uploaded && uploadedTrackPath(ctx.config.dataDir, uploaded.id);
  if (!file || !(await fs.stat(file).catch(() => undefined))) throw new AppError(404, messages.mix.trackNotFound);
  return { id: `uploaded:${id}`, file };
}
