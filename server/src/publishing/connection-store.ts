import { and, desc, eq } from 'drizzle-orm';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { ConnectionBody, ConnectionReply, PhoneSystemKind } from '#common/schemas/publishing.js';
import { open, seal, SealError, sealingKey } from '../crypto/sealed-box.js';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { phoneConnections } from '../db/schema.js';
import { isUuid } from '../db/uuid.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { PublishError } from './phone-system.js';
import { PHONE_SYSTEMS } from './systems/all-systems.js';

/**
 * A business's phone-system connections (issue 48, record 165). The credentials are checked by the
 * system's own schema, sealed with the node's key, and opened only to call the system: never
 * answered, never logged. Test connection calls the system and keeps what it said (and what it
 * learned: Asterisk's pinned host key).
 */
type ConnectionRow = typeof phoneConnections.$inferSelect;

/** How long Test connection may take before it says the system did not answer. */
const TEST_MS = 30_000;

function connectionReply(row: ConnectionRow): ConnectionReply {
  const kind = row.system as PhoneSystemKind;
  return {
    id: row.id,
    name: row.name,
    system: kind,
    systemName: PHONE_SYSTEMS[kind].system.name,
    target: row.target,
    test:
      row.testedAt && row.testPassed !== null
        ? { at: row.testedAt.toISOString(), passed: row.testPassed, summary: row.testSummary ?? '' }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fields of a system's schema, or 400 in the product's words with the first thing wrong. */
function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const detail = `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`;
  throw new AppError(400, formatMessage(messages.publishing.connectionFieldsInvalid, { detail }));
}

export async function createConnection(
  ctx: ServiceContext,
  userId: string,
  body: ConnectionBody,
): Promise<ConnectionReply> {
  const { system } = PHONE_SYSTEMS[body.system];
  const target = parsed(system.target, body.target) as Record<string, unknown>;
  const secret = parsed(system.secret, body.secret);
  const [row] = await ctx.database.db
    .insert(phoneConnections)
    .values({
      userId,
      name: body.name,
      system: body.system,
      target,
      sealedSecret: seal(sealingKey(ctx.config), JSON.stringify(secret)),
    })
    .returning();
  return connectionReply(row!);
}

export async function listConnections(db: Db, userId: string): Promise<ConnectionReply[]> {
  const rows = await db
    .select()
    .from(phoneConnections)
    .where(eq(phoneConnections.userId, userId))
    .orderBy(desc(phoneConnections.createdAt));
  return rows.map(connectionReply);
}

/** The owner's connection, or 404: another user's id answers like an unknown one. */
export async function requireOwnedConnection(db: Db, userId: string, id: string): Promise<ConnectionRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(phoneConnections)
        .where(and(eq(phoneConnections.id, id), eq(phoneConnections.userId, userId)))
    : [];
  if (!row) throw new AppError(404, messages.publishing.connectionNotFound);
  return row;
}

export async function deleteConnection(db: Db, userId: string, id: string): Promise<void> {
  const row = await requireOwnedConnection(db, userId, id);
  await db.delete(phoneConnections).where(eq(phoneConnections.id, row.id));
}

/** The connection's system, and the pack its files are made as. */
export function systemOf(row: ConnectionRow) {
  return PHONE_SYSTEMS[row.system as PhoneSystemKind];
}

/** The connection's system, what it reaches and its credentials, opened; 409 when this node cannot open them. */
export function openConnection(ctx: Pick<ServiceContext, 'config'>, row: ConnectionRow) {
  const { system, pack } = systemOf(row);
  try {
    const secret = system.secret.parse(JSON.parse(open(sealingKey(ctx.config), row.sealedSecret)));
    return { system, pack, target: system.target.parse(row.target), secret };
  } catch (error) {
    if (error instanceof SealError) throw new AppError(409, messages.publishing.connectionUnreadable);
    throw error;
  }
}

/** Test connection: what the system said, kept on the connection. A system's refusal is a failed test, not an error. */
export async function testConnection(ctx: ServiceContext, userId: string, id: string): Promise<ConnectionReply> {
  const { db } = ctx.database;
  const row = await requireOwnedConnection(db, userId, id);
  const { system, target, secret } = openConnection(ctx, row);
  let passed = true;
  let summary: string;
  let learned: Record<string, unknown> | undefined;
  try {
    const result = await system.test(target, secret, { signal: AbortSignal.timeout(TEST_MS) });
    summary = result.summary;
    learned = result.target;
  } catch (error) {
    passed = false;
    if (error instanceof PublishError) summary = error.message;
    else if ((error as Error).name === 'TimeoutError')
      summary = `${system.name} did not answer within ${TEST_MS / 1000} seconds.`;
    else {
      ctx.log.error({ err: error, system: row.system }, 'connection test failed');
      summary = `${system.name} could not be reached.`;
    }
  }
  const [updated] = await db
    .update(phoneConnections)
    .set({
      testedAt: ctx.clock.now(),
      testPassed: passed,
      testSummary: summary,
      ...(learned ? { target: { ...row.target, ...learned } } : {}),
    })
    .where(eq(phoneConnections.id, row.id))
    .returning();
  return connectionReply(updated!);
}
