import type { ServiceContext } from '../deps.js';
import { withTempFiles } from '../storage/temp-files.js';
import { storeAudioFile, type AudioFile } from '../stored-audio/audio-files.js';
import type { SpeechProviders } from '../voice/providers.js';
import { ITEM_DELETED, loadItems, requireRenderable } from './programme-items.js';
import { programmeSignature } from './programme-signature.js';
import { requireOwnedProgramme, updateProgramme } from './programme-store.js';
import { renderProgramme } from './render/render-programme.js';
import { deleteRender } from './render-files.js';

interface RenderRun {
  signal: AbortSignal;
  progress: (fraction: number) => void;
}

/**
 * The render job's work (record 117): the programme as it is when the job starts, rendered to a
 * temporary file, stored as the user's audio of kind 'programme' (kept like a Library item), and
 * only then put in the old render's place, which goes with its exports. A cancelled or failed render
 * leaves the old one playing. The signature is of what was rendered, so a change made meanwhile
 * shows the new render out of date at once.
 */
export async function renderUsersProgramme(
  ctx: ServiceContext & RenderRun,
  speech: SpeechProviders,
  userId: string,
  programmeId: string,
): Promise<{ programmeId: string; audioId: string }> {
  const { db } = ctx.database;
  const programme = await requireOwnedProgramme(db, userId, programmeId);
  const items = await loadItems(db, userId, programme.itemIds);
  const placed = await requireRenderable(db, programme, items, ITEM_DELETED);
  const signature = programmeSignature(programme, items);

  const file = await withTempFiles(ctx.config.dataDir, ['programme.mp3'], async ([outFile]) => {
    const rendered = await renderProgramme(
      ctx,
      speech,
      userId,
      {
        messages: placed.map(({ row, recipe }) => ({ itemId: row.id, title: row.title, recipe })),
        trackId: programme.trackId,
        volume: programme.volume,
        gapSeconds: programme.gapSeconds,
      },
      { outFile: outFile!, signal: ctx.signal, progress: ctx.progress },
    );
    ctx.log.info(
      { programmeId, seconds: rendered.durationSeconds, lufs: rendered.loudnessLufs, peak: rendered.truePeakDb },
      'programme rendered',
    );
    const stored = await storeAudioFile(
      db,
      ctx.store,
      {
        userId,
        kind: 'programme',
        durationSeconds: rendered.durationSeconds,
        expiresAt: null,
        source: { file: outFile! },
      },
      ctx.clock.now(),
    );
    return { stored, cuts: rendered.cuts };
  });
  await takeOldRendersPlace(ctx, programme.id, userId, file.stored, {
    cuts: file.cuts,
    renderedTitles: placed.map(({ row }) => row.title),
    renderedSignature: signature,
  });
  if (programme.audioId) await deleteRender(ctx, userId, programme.audioId);
  return { programmeId, audioId: file.stored.id };
}

/** Points the programme at the new render, unless the job was cancelled or the programme deleted meanwhile. */
async function takeOldRendersPlace(
  ctx: ServiceContext & RenderRun,
  programmeId: string,
  userId: string,
  stored: AudioFile,
  render: { cuts: number[]; renderedTitles: string[]; renderedSignature: string },
): Promise<void> {
  try {
    // Cancelled while it was being stored: the old render stays.
    ctx.signal.throwIfAborted();
    await updateProgramme(ctx.database.db, { id: programmeId, userId }, { audioId: stored.id, ...render });
  } catch (error) {
    await deleteRender(ctx, userId, stored.id);
    throw error;
  }
}
