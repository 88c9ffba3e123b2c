import fs from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import type { MenuPackSystem } from '#common/schemas/phone-menus.js';
import type { MenuPublishingReply, PublishReply } from '#common/schemas/publishing.js';
import type { Db } from '../db/client.js';
import { phoneConnections, publishedPrompts, publishes, users, type PublishedPromptState } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { PACK_SYSTEMS } from '../menu-packs/pack-systems.js';
import { packPromptFiles } from '../menu-packs/pack-prompt-files.js';
import { requireMade } from '../menu-packs/write-menu-pack.js';
import { promptStates, requireOwnedMenu, type PhoneMenuRow } from '../phone-menus/menu-read.js';
import { tempPath } from '../storage/temp-files.js';
import { listConnections, openConnection, requireOwnedConnection } from './connection-store.js';
import { PublishError, type PromptFile, type PromptUpload } from './phone-system.js';
import { promptUnits, type PromptUnit } from './prompt-units.js';
import { sendWithBackOff } from './send-with-back-off.js';
import { PHONE_SYSTEMS } from './systems/all-systems.js';

/**
 * A menu's prompts published to one connection (issue 48, record 165): only the prompts new or
 * changed since that connection's last publish are sent, one at a time, each as its pack makes it
 * and under its pack's name; a prompt turned off here is left in place there. A busy system is
 * tried again with back-off; a refusal stops the publish at once in the system's words; any other
 * failure is that prompt's, and a publish again (Retry) sends only what did not go. The record
 * says, prompt by prompt, what went; the job queue never runs two publishes of one menu to one
 * connection at once (same payload, one job), and the database's index stands behind it.
 */
type PublishRow = typeof publishes.$inferSelect;

interface PublishContext extends ServiceContext {
  signal: AbortSignal;
  progress(fraction: number): void;
}

const CONTENT_TYPES: Record<string, string> = {
  wav: 'audio/wav',
  wav16: 'audio/wav',
  ulaw: 'audio/basic',
  g722: 'audio/G722',
  mp3: 'audio/mpeg',
};

export async function publishMenu(
  ctx: PublishContext,
  userId: string,
  { menuId, connectionId }: { menuId: string; connectionId: string },
): Promise<PublishReply> {
  const { db } = ctx.database;
  const menu = await requireOwnedMenu(db, userId, menuId);
  const connection = await requireOwnedConnection(db, userId, connectionId);
  if (!connection.testPassed) throw new AppError(409, messages.publishing.notTested);
  const { system, pack, target, secret } = openConnection(ctx, connection);
  const prompts = await promptStates(db, menu);
  requireMade(prompts);
  const units = promptUnits(prompts, pack);
  const held = await heldPrompts(db, connection.id, menu.id);
  const states = units.flatMap((unit) => stateOf(unit, held.get(unit.name)?.version));
  const row = await startPublish(db, userId, connection.id, menu.id, states);

  const dir = await tempPath(ctx.config.dataDir, 'publish');
  await fs.mkdir(dir);
  const waiting = states.filter((state) => state.state === 'waiting');
  let refused: PublishError | undefined;
  try {
    for (const [done, state] of waiting.entries()) {
      ctx.signal.throwIfAborted();
      if (refused) {
        Object.assign(state, { state: 'failed', message: messages.publishing.stopped });
        continue;
      }
      const unit = units.find((u) => u.name === state.name)!;
      try {
        const upload = await uploadOf(ctx, userId, unit, pack, dir);
        const before = held.get(unit.name)?.remoteId;
        const remoteId = await sendWithBackOff(
          () => system.send(target, secret, upload, before, { signal: ctx.signal }),
          ctx.signal,
        );
        await db
          .insert(publishedPrompts)
          .values({ connectionId: connection.id, menuId: menu.id, name: unit.name, remoteId, version: unit.version })
          .onConflictDoUpdate({
            target: [publishedPrompts.connectionId, publishedPrompts.menuId, publishedPrompts.name],
            set: { remoteId, version: unit.version, publishedAt: sql`now()` },
          });
        state.state = 'sent';
      } catch (error) {
        if (ctx.signal.aborted) throw error;
        if (!(error instanceof PublishError) && !(error instanceof AppError)) {
          ctx.log.error({ err: error, system: connection.system, prompt: unit.name }, 'publish of a prompt failed');
        }
        Object.assign(state, {
          state: 'failed',
          message: error instanceof PublishError || error instanceof AppError ? error.message : 'It could not be sent.',
        });
        if (error instanceof PublishError && error.failure === 'refused') refused = error;
      }
      ctx.progress((done + 1) / waiting.length);
      await db.update(publishes).set({ prompts: states }).where(eq(publishes.id, row.id));
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
    const failed = states.some((state) => state.state === 'failed' || state.state === 'waiting');
    await db
      .update(publishes)
      .set({
        prompts: states,
        status: refused ? 'refused' : failed ? 'partial' : 'done',
        message: refused?.message ?? null,
        finishedAt: sql`now()`,
      })
      .where(eq(publishes.id, row.id));
  }
  return publishReplyFor(db, row.id, connection.name);
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

/**
 * The publish's record. A record still running for this menu and connection is the same publish
 * started again (its node stopped, and the job was queued again): it is taken over.
 */
async function startPublish(
  db: Db,
  userId: string,
  connectionId: string,
  menuId: string,
  prompts: PublishedPromptState[],
): Promise<PublishRow> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const running = and(
    eq(publishes.connectionId, connectionId),
    eq(publishes.menuId, menuId),
    eq(publishes.status, 'running'),
  );
  const [taken] = await db
    .update(publishes)
    .set({ prompts, startedAt: sql`now()` })
    .where(running)
    .returning();
  if (taken) return taken;
  const [row] = await db
    .insert(publishes)
    .values({ userId, connectionId, menuId, byEmail: user?.email ?? '', prompts })
    .returning();
  return row!;
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
    for (const file of packed.files) {
      files.push({
        language: prompt.language,
        fileName: file.name,
        path: path.join(dir, file.name),
        contentType: CONTENT_TYPES[path.extname(file.name).slice(1)] ?? 'application/octet-stream',
      });
    }
  }
  const first = unit.prompts[0]!;
  return { name: unit.name, description: first.text || first.description, files };
}

async function publishReplyFor(db: Db, id: string, connectionName: string): Promise<PublishReply> {
  const [row] = await db.select().from(publishes).where(eq(publishes.id, id));
  return publishReply(row!, connectionName);
}

function publishReply(row: PublishRow, connectionName: string): PublishReply {
  return {
    id: row.id,
    connectionId: row.connectionId,
    connectionName,
    byEmail: row.byEmail,
    status: row.status,
    message: row.message,
    prompts: row.prompts,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
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
  const rows = await db
    .select({ publish: publishes, connectionName: phoneConnections.name })
    .from(publishes)
    .innerJoin(phoneConnections, eq(phoneConnections.id, publishes.connectionId))
    .where(and(eq(publishes.menuId, menu.id), eq(publishes.userId, userId)))
    .orderBy(desc(publishes.startedAt))
    .limit(PUBLISHES_LISTED);
  return {
    connections: summaries,
    publishes: rows.map((r) => publishReply(r.publish, r.connectionName)),
  };
}
