import { and, eq, sql } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import type { ItemPublishingReply, PublishReply } from '#common/schemas/publishing.js';
import type { Db } from '../db/client.js';
import { publishedItems, type PublishedPromptState } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import type { LibraryRow } from '../library/library-shape.js';
import { requireOwnedItem } from '../library/owned-item.js';
import { overLimits, writePackFiles } from '../menu-packs/pack-prompt-files.js';
import { PACK_SYSTEMS } from '../menu-packs/pack-systems.js';
import { requireOwnedAudio } from '../stored-audio/require-owned-audio.js';
import { listConnections, requireOwnedConnection, systemOf } from './connection-store.js';
import type { PromptUpload } from './phone-system.js';
import { lastPublishes, promptFiles, runPublish, type PublishContext } from './publish-run.js';

/**
 * One Library message (a greeting, an on-hold message, a notice) published to a connection as one
 * prompt (issue 48, record 166), made as that system's pack makes a menu's prompt. It is named from
 * its title at its first publish and keeps that name after, so a renamed message still updates the
 * prompt the flows play; a replaced message (another audio file) is sent again in place. On Amazon
 * Connect and Genesys Cloud music on hold is a prompt too: the owner picks it in the hold flow.
 */
export async function publishItem(
  ctx: PublishContext,
  userId: string,
  { itemId, connectionId }: { itemId: string; connectionId: string },
): Promise<PublishReply> {
  const { db } = ctx.database;
  const item = await requireOwnedItem(db, userId, itemId);
  const connection = await requireOwnedConnection(db, userId, connectionId);
  if (!connection.testPassed) throw new AppError(409, messages.publishing.notTested);
  const { pack } = systemOf(connection);
  const held = await heldItem(db, connection.id, item.id);
  const name = held?.name ?? promptNameOf(item.title);
  const version = item.audioFileId;
  const state: PublishedPromptState = { name, version, state: held?.version === version ? 'unchanged' : 'waiting' };
  return runPublish(
    ctx,
    userId,
    connection,
    { itemId: item.id },
    [state],
    [
      {
        name,
        version,
        remoteId: held?.remoteId,
        upload: (dir) => uploadOf(ctx, userId, item, name, PACK_SYSTEMS[pack], dir),
        keep: async (remoteId) => {
          await db
            .insert(publishedItems)
            .values({ connectionId: connection.id, itemId: item.id, name, remoteId, version })
            .onConflictDoUpdate({
              target: [publishedItems.connectionId, publishedItems.itemId],
              set: { remoteId, version, publishedAt: sql`now()` },
            });
        },
      },
    ],
  );
}

/** The longest name a message's prompt gets from its title: every system takes it. */
const NAME_MAX = 50;

/**
 * "Bright Smile – Holiday hours" -> `bright_smile_holiday_hours`: the packs' way of naming a prompt
 * (letters, digits and underscores, starting with a letter), which every system takes.
 */
export function promptNameOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const named = /^[a-z]/.test(words) ? words : `message_${words}`.replace(/_+$/, '');
  return named.slice(0, NAME_MAX).replace(/_+$/, '');
}

async function heldItem(db: Db, connectionId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(publishedItems)
    .where(and(eq(publishedItems.connectionId, connectionId), eq(publishedItems.itemId, itemId)));
  return row;
}

/** The message's files as the system's pack makes them; a message over the system's limits is not sent. */
async function uploadOf(
  ctx: ServiceContext,
  userId: string,
  item: LibraryRow,
  name: string,
  system: (typeof PACK_SYSTEMS)[keyof typeof PACK_SYSTEMS],
  dir: string,
): Promise<PromptUpload> {
  const file = await requireOwnedAudio(ctx.database.db, item.audioFileId, userId, ctx.clock.now(), {
    notFound: messages.library.itemNotFound,
  });
  const files = await writePackFiles(ctx, file, system, name, dir, messages.library.itemNotFound);
  const over = overLimits(system, item.duration, files);
  if (over.length > 0) throw new AppError(422, over.join(' '));
  const language = item.recipe?.voice.language === 'es' ? 'es' : 'en';
  return { name, description: item.title, files: promptFiles(dir, language, files) };
}

/** How many publishes of a message its dialog lists. */
const PUBLISHES_LISTED = 5;

/** A message's publishing: under which name each connection holds it, whether that is the message as it is now, and the last publishes. */
export async function itemPublishing(
  ctx: ServiceContext,
  userId: string,
  itemId: string,
): Promise<Omit<ItemPublishingReply, 'success'>> {
  const { db } = ctx.database;
  const item = await requireOwnedItem(db, userId, itemId);
  const connections = await listConnections(db, userId);
  const summaries = await Promise.all(
    connections.map(async (connection) => {
      const held = await heldItem(db, connection.id, item.id);
      return {
        id: connection.id,
        name: connection.name,
        system: connection.system,
        promptName: held?.name ?? promptNameOf(item.title),
        lastPublishedAt: held?.publishedAt.toISOString() ?? null,
        current: held?.version === item.audioFileId,
      };
    }),
  );
  return {
    connections: summaries,
    publishes: await lastPublishes(db, userId, { itemId: item.id }, PUBLISHES_LISTED),
  };
}
