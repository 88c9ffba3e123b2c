import { and, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { speakingNodes } from '../../../db/schema.js';

/**
 * One voice per catalogue id across a cluster (record 128). Where the neural voice is installed
 * every catalogue voice is a Kokoro speaker; a node without it says the same voice ids with RHVoice,
 * Pico or Flite. Jobs go to whichever node claims them, so a user would hear Natalie change from
 * one message to the next. A node that speaks (ROLE all or worker) therefore says which neural voice
 * it has, and one without it refuses to start while a node with it has been seen recently.
 */
const SEEN_EVERY_MS = 60_000;
/** A node not seen for this long is gone (killed, or stopped without saying so). */
const GONE_AFTER = sql`now() - interval '3 minutes'`;

export class NeuralVoiceMissingError extends Error {}

export interface SpeakingNodeLog {
  warn(details: object, message: string): void;
}

/**
 * Registers this node and keeps it seen; throws NeuralVoiceMissingError when it has no neural voice
 * and another live node has one. Returns the function that takes the node off the list.
 */
export async function joinSpeakingNodes(
  db: Db,
  nodeId: string,
  neuralVoice: string | null,
  why: string | null,
  log: SpeakingNodeLog,
): Promise<() => Promise<void>> {
  await db.delete(speakingNodes).where(lt(speakingNodes.seenAt, GONE_AFTER));
  const others = await db
    .select()
    .from(speakingNodes)
    .where(and(ne(speakingNodes.nodeId, nodeId), isNotNull(speakingNodes.neuralVoice)));
  const different = others.filter((node) => node.neuralVoice !== neuralVoice);
  if (!neuralVoice && different.length > 0) {
    throw new NeuralVoiceMissingError(
      `This node has no neural voice (${why ?? 'left out by OFFLINE_ENGINES'}), while node ` +
        `${different[0]!.nodeId} speaks with ${different[0]!.neuralVoice}: the same voices would sound ` +
        'different here. Install it with scripts/install-voices.sh, or set the same OFFLINE_ENGINES on every node.',
    );
  }
  if (different.length > 0) {
    log.warn(
      { nodes: different.map((node) => `${node.nodeId}: ${node.neuralVoice}`) },
      'other nodes speak with another neural voice: their voices will not match this node',
    );
  }
  const seen = () =>
    db
      .insert(speakingNodes)
      .values({ nodeId, neuralVoice })
      .onConflictDoUpdate({ target: speakingNodes.nodeId, set: { neuralVoice, seenAt: sql`now()` } });
  await seen();
  const timer = setInterval(() => {
    seen().catch((err: unknown) => log.warn({ err }, 'this speaking node could not say it is still here'));
  }, SEEN_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await db.delete(speakingNodes).where(eq(speakingNodes.nodeId, nodeId));
  };
}
