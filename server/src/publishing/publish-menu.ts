import { and, eq, sql } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import type { MenuPackSystem } from '#common/schemas/phone-menus.js';
import type { MenuPublishingReply, PublishReply } from '#common/schemas/publishing.js';
import type { Db } from '../db/client.js';
import { publishedPrompts, type PublishedPromptState } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { PACK_SYSTEMS } from '../menu-packs/pack-systems.js';
import { packPromptFiles } from '../menu-packs/pack-prompt-files.js';
import { requireMade } from '../menu-packs/write-menu-pack.js';
import { promptStates, requireOwnedMenu, type PhoneMenuRow } from '../phone-menus/menu-read.js';
import { listConnections, requireOwnedConnection, systemOf } from './connection-store.js';
import type { PromptFile, PromptUpload } from './phone-system.js';
import { promptUnits, type PromptUnit } from './prompt-units.js';
import { lastPublishes, promptFiles, runPublish, type PublishContext, type SendablePrompt } from './publish-run.js';
import { PHONE_SYSTEMS } from './systems/all-systems.js';

/**
 * A menu's prompts published to one connection (issue 48, record 165): only the prompts new or
 * changed since that connection's last publish are sent, each as its pack makes it and under its
 * pack's name; a prompt turned off here is left in place there. The job queue never runs two
 * publishes of one menu to one connection at once (same payload, one job), and the database's
 * index stands behind it. The sending and the record are publish-run.ts's.
 */
export async function publishMenu(
  ctx: PublishContext,
  userId: string,
  { menuId, connectionId }: { menuId: string; connectionId: string },
): Promise<PublishReply> {
  const { db } = ctx.database;
  const menu = await requireOwnedMenu(db, userId, menuId);
  const connection = await requireOwnedConnection(db, userId, connectionId);
  if (!connection.testPassed) throw new AppError(409, messages.publishing.notTested);
  const { pack } = systemOf(connection);
  const prompts = await promptStates(db, menu);
  requireMade(prompts);
  const units = promptUnits(prompts, pack);
  const held = await heldPrompts(db, connection.id, menu.id);
  const states = units.flatMap((unit) => stateOf(unit, held.get(unit.name)?.version));
  const sendable = units.map((unit): SendablePrompt => ({
    name: unit.name,
    version: unit.version,
    remoteId: held.get(unit.name)?.remoteId,
    upload: (dir) => uploadOf(ctx, userId, unit, pack, dir),
    keep: async (remoteId) => {
      await db
        .insert(publishedPrompts)
        .values({ connectionId: connection.id, menuId: menu.id, name: unit.name, remoteId, version: unit.version })
        .onConflictDoUpdate({
          target: [publishedPrompts.connectionId, publishedPrompts.menuId, publishedPrompts.name],
          set: { remoteId, version: unit.version, publishedAt: sql`now()` },
        });
    },
  }));
  return runPublish(ctx, userId, connection, { menuId: menu.id }, states, sendable);
}

/** What the connection holds of the menu, by prompt name. */
async function heldPrompts(db: Db, connectionId: string, menuId: string) {
  const rows = await db
    .select()
    .from(publishedPrompts)
    .where(and(eq(publishedPrompts.connectionId, connectionId), eq(publishedPrompts.menuId, menuId)));
  return new Map(rows.map((r) => [r.name, r]));
}

/** A unit's line in the record: to send, already there, or off here and left there; none when off and never sent. */
function stateOf(unit: PromptUnit, heldVersion: string | undefined): PublishedPromptState[] {
  if (!unit.version) return heldVersion === undefined ? [] : [{ name: unit.name, version: heldVersion, state: 'left' }];
  return [{ name: unit.name, version: unit.version, state: heldVersion === unit.version ? 'unchanged' : 'waiting' }];
}

/** A unit's files, as its system's pack makes them, in `dir`. */
async function uploadOf(
  ctx: ServiceContext,
  userId: string,
  unit: PromptUnit,
  pack: MenuPackSystem,
  dir: string,
): Promise<PromptUpload> {
  const files: PromptFile[] = [];
  for (const prompt of unit.prompts) {
    const packed = await packPromptFiles(ctx, userId, prompt, PACK_SYSTEMS[pack], dir);
    files.push(...promptFiles(dir, prompt.language, packed.files));
  }
  const first = unit.prompts[0]!;
  return { name: unit.name, description: first.text || first.description, files };
}

/** How many publishes of a menu its page lists. */
const PUBLISHES_LISTED = 10;

/** A menu's page: each connection, how far behind the menu it is and what it holds that is off here, and the last publishes. */
export async function menuPublishing(
  ctx: ServiceContext,
  userId: string,
  menuId: string,
): Promise<Omit<MenuPublishingReply, 'success'>> {
  const { db } = ctx.database;
  const menu: PhoneMenuRow = await requireOwnedMenu(db, userId, menuId);
  const prompts = await promptStates(db, menu);
  const connections = await listConnections(db, userId);
  const summaries = await Promise.all(
    connections.map(async (connection) => {
      const held = await heldPrompts(db, connection.id, menu.id);
      const units = promptUnits(prompts, PHONE_SYSTEMS[connection.system].pack);
      const times = [...held.values()].map((r) => r.publishedAt.getTime());
      return {
        id: connection.id,
        name: connection.name,
        system: connection.system,
        lastPublishedAt: times.length > 0 ? new Date(Math.max(...times)).toISOString() : null,
        behind: units.filter((u) => u.version && held.get(u.name)?.version !== u.version).length,
        leftInPlace: units.filter((u) => !u.version && held.has(u.name)).map((u) => u.name),
      };
    }),
  );
  return {
    connections: summaries,
    publishes: await lastPublishes(db, userId, { menuId: menu.id }, PUBLISHES_LISTED),
  };
}
