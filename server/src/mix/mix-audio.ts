import fs from 'node:fs/promises';
import { NO_MUSIC_TRACK_ID, type MessageType } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { MIX_TTL_MS, type MixAudioReply } from '#common/schemas/mix.js';
import type { mixAudioBody } from '#common/schemas/mix.js';
import type { z } from 'zod';
import type { Recipe } from '#common/schemas/recipe.js';
import {
  audioKey,
  keepVoiceAnalysis,
  storeAudioFile,
  type AudioFile,
  type AudioKind,
} from '../stored-audio/audio-files.js';
import { requireOwnedAudio } from '../stored-audio/require-owned-audio.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { audioWorkFailure } from '../http/unavailable.js';
import { builtInTrackPath } from '../music/built-in-tracks.js';
import { findUsableTrack, uploadedTrackKey } from '../music/uploaded-tracks.js';
import { downloadToFile, readBlob } from '../storage/blob-files.js';
import { withTempFiles } from '../storage/temp-files.js';
import { musicFrameFor } from '#common/music-frame.js';
import { mixEnvOf, type MixEnv } from './mix-env.js';
import { produceMix, type MixRequest } from './produce-mix.js';
import type { VoiceRecording } from './voice-analysis.js';

/**
 * POST /api/mix-audio: the user's voice recording over the chosen music, mastered for a phone
 * line (mastering.ts), stored as the user's 'mix' file for 24 hours (record 056).
 */
export async function mixAudio(
  ctx: ServiceContext,
  userId: string,
  body: z.output<typeof mixAudioBody>,
): Promise<MixAudioReply> {
  const produced = await mixToStoredFile(ctx, userId, body, { kind: 'mix', keptMs: MIX_TTL_MS });
  return {
    url: `/api/audio/${produced.id}`,
    duration: Math.round(produced.durationSeconds * 100) / 100,
    filename: `message-${produced.id.slice(0, 8)}.mp3`,
    fileSize: produced.byteSize,
  };
}

/**
 * The one path from a voice recording to a finished message: mixed and mastered as `body` says,
 * stored as the user's audio of `kept.kind`. A final message is a 'mix' kept 24 hours; a phone
 * menu's prompt (issue 38, record 138) is an auto-attendant message without music, kept until
 * replaced, so its timing and loudness are a single message's.
 */
export async function mixToStoredFile(
  ctx: ServiceContext,
  userId: string,
  body: z.output<typeof mixAudioBody>,
  kept: {
    kind: Extract<AudioKind, 'mix' | 'menu-prompt'>;
    /** How long it is kept from when it is stored; null: until it is deleted. */
    keptMs: number | null;
  },
): Promise<AudioFile> {
  const { database, clock, log, store } = ctx;
  return withMixInputs(ctx, userId, body, async (env, request, mixFile, voiceRow) => {
    // No limiter here: a mix runs as a job, which the queue admits and schedules (record 102).
    // An AppError is the user's answer (the recording vanished from the store: 404); a store that is
    // away or a broken ffmpeg is a 503 (record 113).
    const result = await produceMix(env, request, mixFile).catch(async (error: unknown) => {
      if (!(error instanceof AppError)) log.error({ err: error }, 'mixing failed');
      throw await audioWorkFailure(error, ctx.ffmpeg.path, messages.mix.failed);
    });
    const recordingId = request.voice.id;
    const recipe = recipeOf(voiceRow.recipe, body);
    log.info({ track: body.musicTrackId, volume: body.musicVolume, recordingId, ...result }, 'mixed');
    const now = clock.now();
    return storeAudioFile(
      database.db,
      store,
      {
        userId,
        kind: kept.kind,
        durationSeconds: result.durationSeconds,
        expiresAt: kept.keptMs === null ? null : new Date(now.getTime() + kept.keptMs),
        source: { file: mixFile },
        // A menu's prompt says who spoke it, so its prompts show their one voice; a mix's row keeps
        // speaker null, as it always has (its recording says who spoke).
        ...(kept.kind === 'menu-prompt' && voiceRow.speaker && { speaker: voiceRow.speaker }),
        recordingId,
        recipe,
      },
      now,
    );
  });
}

/**
 * The inputs of a mix (the final file's, or step 4's preview). The voice is the user's recording by
 * its one identity (record 105), with the analysis kept in its row: its bytes are read from the
 * store only if this node must master it, into memory, never to a file. ffmpeg works on files, so
 * an uploaded track comes down from the store into DATA_DIR/tmp, beside a path for the output; both
 * are removed when `work` ends. 404 for a voice that is not the user's own, has expired, or is
 * gone, and for an unknown track.
 */
export async function withMixInputs<T>(
  ctx: ServiceContext,
  userId: string,
  choice: { voiceAudioId: string; musicTrackId: string; musicVolume: number; messageType?: MessageType },
  work: (env: MixEnv, request: MixRequest, outFile: string, voiceRow: AudioFile) => Promise<T>,
): Promise<T> {
  const { database, config, clock } = ctx;
  const voice = await requireOwnedAudio(database.db, choice.voiceAudioId, userId, clock.now(), {
    notFound: messages.mix.voiceNotFound,
    kind: 'voice',
  });
  const music = await findMusic(ctx, choice.musicTrackId);
  return withTempFiles(config.dataDir, ['music.mp3', 'mix.mp3'], async (files) => {
    const [musicFile, outFile] = files as [string, string];
    const env = mixEnvOf(ctx);
    const request: MixRequest = {
      voice: storedRecording(ctx, voice),
      music: await trackFile(ctx, music, musicFile),
      volume: choice.musicVolume,
      frame: musicFrameFor(choice.messageType),
    };
    return work(env, request, outFile, voice);
  });
}

/**
 * The final file's recipe (record 108): the voice request kept with the recording, the music this
 * mix used, and the message fields the request carried. None when the recording kept no request
 * (made before recipes were kept): a recipe that cannot say the script would reopen nothing.
 */
function recipeOf(voice: AudioFile['recipe'], body: z.output<typeof mixAudioBody>): Recipe | null {
  if (!voice) return null;
  const message = body.message ?? {};
  return { voice: voice.voice, music: { trackId: body.musicTrackId, volume: body.musicVolume }, message };
}

/**
 * The chosen track as the mixer takes it: a built-in one where it lies, an uploaded one brought
 * down from the store into `tempFile` (ffmpeg works on files); null for 'No Music'.
 */
async function trackFile(
  ctx: ServiceContext,
  music: MusicChoice | null,
  tempFile: string,
): Promise<MixRequest['music']> {
  if (!music) return null;
  if (music.uploadedId && !(await downloadToFile(ctx.store, uploadedTrackKey(music.uploadedId), tempFile)))
    throw new AppError(404, messages.mix.trackNotFound);
  return { id: music.cacheId, file: music.builtInFile ?? tempFile };
}

/**
 * The track `trackId` (404 for one the user may not use), with its file for `work`: an uploaded
 * one in a temporary file, removed when `work` ends. For a programme's bed (record 116).
 */
export async function withTrack<T>(
  ctx: ServiceContext,
  trackId: string,
  work: (track: MixRequest['music']) => Promise<T>,
): Promise<T> {
  const music = await findMusic(ctx, trackId);
  return withTempFiles(ctx.config.dataDir, ['music.mp3'], async ([musicFile]) =>
    work(await trackFile(ctx, music, musicFile!)),
  );
}

/** A stored voice as the mixer takes it: read from the store when needed, its analysis kept in its row. */
export function storedRecording(ctx: ServiceContext, row: AudioFile): VoiceRecording {
  return {
    id: row.id,
    analysis: row.voiceAnalysis,
    read: async () => {
      const bytes = await readBlob(ctx.store, audioKey(row));
      if (!bytes) throw new AppError(404, messages.mix.voiceNotFound);
      return bytes;
    },
    keep: (analysis) => keepVoiceAnalysis(ctx.database.db, row.id, analysis),
  };
}

interface MusicChoice {
  /** Names the track's decoded entry in the mix cache, with a version: re-rendered or re-uploaded audio is decoded again. */
  cacheId: string;
  builtInFile?: string;
  /** An uploaded track, to fetch from the store. */
  uploadedId?: string;
}

/**
 * A built-in track as the mixer takes it (undefined for any other id): named in the mix cache with
 * its file's time, so a re-rendered track is decoded again. The warm-up decodes them by this name too.
 */
export async function builtInMusic(id: string): Promise<{ id: string; file: string } | undefined> {
  const file = builtInTrackPath(id);
  return file ? { id: `${id}:${(await fs.stat(file)).mtimeMs}`, file } : undefined;
}

/** null for 'No Music'; a built-in or an uploaded track users may use; 404 for anything else, a held track included (record 106). */
async function findMusic(ctx: ServiceContext, id: string): Promise<MusicChoice | null> {
  if (id === NO_MUSIC_TRACK_ID) return null;
  const builtIn = await builtInMusic(id);
  if (builtIn) return { cacheId: builtIn.id, builtInFile: builtIn.file };
  const uploaded = await findUsableTrack(ctx.database.db, id);
  if (!uploaded) throw new AppError(404, messages.mix.trackNotFound);
  return { cacheId: `uploaded:${id}:${uploaded.createdAt.getTime()}`, uploadedId: id };
}
