import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import type { z } from 'zod';
import type { voicemailReply } from '#common/schemas/phone-menus.js';
import type { Db } from '../db/client.js';
import { audioFiles, menuVoicemails } from '../db/schema.js';
import { isUuid } from '../db/uuid.js';
import { AppError } from '../errors.js';
import type { PhoneMenuRow } from '../phone-menus/menu-read.js';

type VoicemailReply = z.infer<typeof voicemailReply>;

/** The menu's voicemails not yet expired, newest first, as its page lists them. */
export async function listVoicemails(db: Db, menu: PhoneMenuRow, now: Date): Promise<VoicemailReply[]> {
  const rows = await db
    .select()
    .from(menuVoicemails)
    .where(and(eq(menuVoicemails.menuId, menu.id), gt(menuVoicemails.expiresAt, now)))
    .orderBy(desc(menuVoicemails.receivedAt));
  return rows.flatMap((row) =>
    row.audioId
      ? [
          {
            id: row.id,
            from: row.fromNumber,
            duration: row.durationSeconds,
            audioId: row.audioId,
            url: `/api/audio/${row.audioId}`,
            receivedAt: row.receivedAt.toISOString(),
          },
        ]
      : [],
  );
}

/**
 * Deletes one of the menu's voicemails: its row now, its audio expired now, so its address answers
 * 410 at once and housekeeping deletes the object (purge-expired-audio.ts). Another menu's id is 404.
 */
export async function deleteVoicemail(db: Db, menu: PhoneMenuRow, voicemailId: string, now: Date): Promise<void> {
  const [row] = isUuid(voicemailId)
    ? await db
        .delete(menuVoicemails)
        .where(and(eq(menuVoicemails.id, voicemailId), eq(menuVoicemails.menuId, menu.id)))
        .returning({ audioId: menuVoicemails.audioId })
    : [];
  if (!row) throw new AppError(404, messages.phoneMenus.voicemailNotFound);
  if (row.audioId) await db.update(audioFiles).set({ expiresAt: now }).where(eq(audioFiles.id, row.audioId));
}

/**
 * Housekeeping: the voicemails kept VOICEMAIL_KEEP_DAYS. Their audio rows expire at the same moment
 * and are purged with all expired audio; this deletes the voicemails' own rows.
 */
export async function purgeExpiredVoicemails(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(menuVoicemails)
    .where(lte(menuVoicemails.expiresAt, now))
    .returning({ id: menuVoicemails.id });
  return gone.length;
}
