import fs from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import type { PublishReply } from '#common/schemas/publishing.js';
import type { Db } from '../db/client.js';
import { phoneConnections, publishes, users, type PublishedPromptState } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import type { PackedPrompt } from '../menu-packs/packed-prompt.js';
import { tempPath } from '../storage/temp-files.js';
import { openConnection } from './connection-store.js';
import { PublishError, type PromptFile, type PromptLanguage, type PromptUpload } from './phone-system.js';
import { sendWithBackOff } from './send-with-back-off.js';

/**
 * One publish to one connection, whatever it sends (record 165, record 166): a menu's prompts or one
 * Library message. The prompts waiting are sent one at a time, each tried again with back-off while
 * its system is busy; a refusal stops the publish at once in the system's words; any other failure
 * is that prompt's, and a publish again (Retry) sends only what did not go. The record says, prompt
 * by prompt, what went.
 */
type PublishRow = typeof publishes.$inferSelect;
type ConnectionRow = typeof phoneConnections.$inferSelect;

export interface PublishContext extends ServiceContext {
  signal: AbortSignal;
  progress(fraction: number): void;
}

/** What is published: a menu or a Library message, each its own lock and history. */
export type PublishSubject = { menuId: string } | { itemId: string };

/** A prompt the publish may send: its name there, its version here, and how to make its files. */
export interface SendablePrompt {
  name: string;
  version: string;
  /** Its id there from the last publish, to update it in place. */
  remoteId: string | undefined;
  /** Its files, written in `dir`; an AppError or PublishError fails this prompt with its words. */
  upload(dir: string): Promise<PromptUpload>;
  /** Keeps what the connection now holds, once it went. */
  keep(remoteId: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  wav: 'audio/wav',
  wav16: 'audio/wav',
  ulaw: 'audio/basic',
  g722: 'audio/G722',
  mp3: 'audio/mpeg',
};

/** A pack's files of one language as a system's module takes them. */
export function promptFiles(dir: string, language: PromptLanguage, files: PackedPrompt['files']): PromptFile[] {
  return files.map((file) => ({
    language,
    fileName: file.name,
    path: path.join(dir, file.name),
    contentType: CONTENT_TYPES[path.extname(file.name).slice(1)] ?? 'application/octet-stream',
  }));
}

/** Sends the `waiting` lines of `states` (each named as a prompt of `prompts`) and keeps the record. */
export async function runPublish(
  ctx: PublishContext,
  userId: string,
  connection: ConnectionRow,
  subject: PublishSubject,
  states: PublishedPromptState[],
  prompts: SendablePrompt[],
): Promise<PublishReply> {
  const { db } = ctx.database;
  const { system, target, secret } = openConnection(ctx, connection);
  const row = await startPublish(db, userId, connection.id, subject, states);
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
      const prompt = prompts.find((p) => p.name === state.name)!;
      try {
        const upload = await prompt.upload(dir);
        const remoteId = await sendWithBackOff(
          () => system.send(target, secret, upload, prompt.remoteId, { signal: ctx.signal }),
          ctx.signal,
        );
        await prompt.keep(remoteId);
        state.state = 'sent';
      } catch (error) {
        if (ctx.signal.aborted) throw error;
        const said = error instanceof PublishError || error instanceof AppError;
        if (!said) ctx.log.error({ err: error, system: connection.system, prompt: prompt.name }, 'publish failed');
        Object.assign(state, { state: 'failed', message: said ? error.message : 'It could not be sent.' });
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
  const [done] = await db.select().from(publishes).where(eq(publishes.id, row.id));
  return publishReply(done!, connection.name);
}

/**
 * The publish's record. A record still running for this subject and connection is the same publish
 * started again (its node stopped, and the job was queued again): it is taken over.
 */
async function startPublish(
  db: Db,
  userId: string,
  connectionId: string,
  subject: PublishSubject,
  prompts: PublishedPromptState[],
): Promise<PublishRow> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const running = and(eq(publishes.connectionId, connectionId), subjectIs(subject), eq(publishes.status, 'running'));
  const [taken] = await db
    .update(publishes)
    .set({ prompts, startedAt: sql`now()` })
    .where(running)
    .returning();
  if (taken) return taken;
  const [row] = await db
    .insert(publishes)
    .values({ userId, connectionId, ...subject, byEmail: user?.email ?? '', prompts })
    .returning();
  return row!;
}

/** The publishes of this subject. */
function subjectIs(subject: PublishSubject) {
  return 'menuId' in subject ? eq(publishes.menuId, subject.menuId) : eq(publishes.itemId, subject.itemId);
}

/** The owner's last `limit` publishes of this subject, newest first, each with its connection's name. */
export async function lastPublishes(
  db: Db,
  userId: string,
  subject: PublishSubject,
  limit: number,
): Promise<PublishReply[]> {
  const rows = await db
    .select({ publish: publishes, connectionName: phoneConnections.name })
    .from(publishes)
    .innerJoin(phoneConnections, eq(phoneConnections.id, publishes.connectionId))
    .where(and(subjectIs(subject), eq(publishes.userId, userId)))
    .orderBy(desc(publishes.startedAt))
    .limit(limit);
  return rows.map((r) => publishReply(r.publish, r.connectionName));
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
