import { and, eq, inArray } from 'drizzle-orm';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import type { Db } from '../db/client.js';
import { audioFiles, jobs } from '../db/schema.js';
import { describeItems, estimateSeconds, loadItems } from './programme-items.js';
import { programmeSignature } from './programme-signature.js';
import type { ProgrammeRow } from './programme-store.js';

/** The render a programme points at: its own audio row of kind 'programme'. */
async function renderOf(db: Db, programme: ProgrammeRow): Promise<ProgrammeReply['render']> {
  if (!programme.audioId) return null;
  const [file] = await db
    .select()
    .from(audioFiles)
    .where(
      and(
        eq(audioFiles.id, programme.audioId),
        eq(audioFiles.userId, programme.userId),
        eq(audioFiles.kind, 'programme'),
      ),
    );
  if (!file) return null;
  return {
    audioId: file.id,
    url: `/api/audio/${file.id}`,
    duration: Math.round(file.durationSeconds * 100) / 100,
    byteSize: file.byteSize,
    renderedAt: file.createdAt.toISOString(),
  };
}

/** The last render job, while it is queued or running: a reload follows it on GET /api/jobs/:id. */
async function jobUnderWay(db: Db, programme: ProgrammeRow): Promise<string | null> {
  if (!programme.renderJobId) return null;
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.id, programme.renderJobId),
        eq(jobs.userId, programme.userId),
        inArray(jobs.state, ['queued', 'running']),
      ),
    );
  return job?.id ?? null;
}

/** A programmes row as the owner sees it: its items as they are now, the estimate, the render and whether it is out of date. */
export async function programmeReplyFor(db: Db, programme: ProgrammeRow): Promise<ProgrammeReply> {
  const items = await loadItems(db, programme.userId, programme.itemIds);
  const described = describeItems(programme.itemIds, items);
  const render = await renderOf(db, programme);
  return {
    id: programme.id,
    title: programme.title,
    itemIds: programme.itemIds,
    items: described,
    trackId: programme.trackId,
    volume: programme.volume,
    gapSeconds: programme.gapSeconds,
    targetSystem: programme.targetSystem,
    estimatedSeconds: estimateSeconds(described, programme.gapSeconds),
    render,
    outOfDate:
      render !== null &&
      (described.some((item) => item.problem !== null) ||
        programmeSignature(programme, items) !== programme.renderedSignature),
    renderJobId: await jobUnderWay(db, programme),
    createdAt: programme.createdAt.toISOString(),
    updatedAt: programme.updatedAt.toISOString(),
  };
}
