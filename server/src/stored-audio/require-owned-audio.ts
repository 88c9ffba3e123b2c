import { messages } from '#common/messages.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { findAudioFileForUser, isExpired, type AudioFile } from './audio-files.js';

/**
 * The user's own audio file, or the one answer every route gives when it is not there: 404 for no
 * file, someone else's or a malformed id (no hint that it exists), 410 Gone for the owner's file past
 * its expiry (record 056), and 404 for a file of the wrong kind. `notFound` is the route's own wording.
 */
export async function requireOwnedAudio(
  db: Db,
  id: string,
  userId: string,
  now: Date,
  options: { notFound?: string; kind?: AudioFile['kind'] } = {},
): Promise<AudioFile> {
  const notFound = options.notFound ?? messages.generic.notFound;
  const file = await findAudioFileForUser(db, id, userId);
  if (!file || (options.kind && file.kind !== options.kind)) throw new AppError(404, notFound);
  if (isExpired(file, now)) throw new AppError(410, messages.mix.expired);
  return file;
}
