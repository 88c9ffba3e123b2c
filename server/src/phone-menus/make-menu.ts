import { and, eq, notInArray } from 'drizzle-orm';
import pLimit from 'p-limit';
import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import type { MessageLanguage } from '#common/message-language.js';
import { messages } from '#common/messages.js';
import type { ServiceContext } from '../deps.js';
import { menuPrompts, phoneMenus } from '../db/schema.js';
import { AppError } from '../errors.js';
import { countHourly } from '../jobs/hourly-quota.js';
import { deleteKeptAudio } from '../library/keep-mix.js';
import { mixToStoredFile } from '../mix/mix-audio.js';
import type { AudioFile } from '../stored-audio/audio-files.js';
import type { SpeechProviders } from '../voice/providers.js';
import { synthesizeVoice } from '../voice/synthesize-voice.js';
import { requireSavableMenu, requireWordedPrompts } from './menu-checks.js';
import { requireOwnedMenu } from './menu-read.js';
import { promptRenderRows } from './menu-store.js';
import { promptVoiceRequest, type PromptVoiceRequest } from './menu-voice.js';
import { signatureNow } from './prompt-signature.js';

interface MakeRun {
  signal: AbortSignal;
  progress: (fraction: number) => void;
}

/** A prompt to make: its id, its language (whose voice says it), its words and the signature they will be kept under. */
interface ToMake {
  id: string;
  language: MessageLanguage;
  text: string;
  signature: string;
}

/** Prompts made at once: one's speech overlaps the other's mastering and store round trips, as a programme's voices do. */
const PROMPTS_AT_ONCE = 2;

interface MadePrompt {
  /** The prompt's id: its render's row (`menu_prompts.key`) is kept under it (record 146). */
  id: string;
  signature: string;
  file: AudioFile;
}

/**
 * The make job's work (record 138): the menu as it is when the job starts, every enabled prompt
 * whose signature differs from its last render's made again in the menu's one voice, each as an
 * auto-attendant message without music (mixToStoredFile: the mastering, loudness and timing of a
 * single message). A menu made whole in its other language (record 146) makes those prompts in
 * that language's voice, with the language set so its voice path reads them. All or nothing: the new renders take the old ones' places (version + 1) only
 * once every one is made; a failure or a cancel deletes what was made and keeps every old one.
 * The signatures are of what was made, so a change made meanwhile shows at once as out of date.
 */
export async function makeUsersMenu(
  ctx: ServiceContext & MakeRun,
  speech: SpeechProviders,
  userId: string,
  menuId: string,
): Promise<{ menuId: string; made: number }> {
  const { db } = ctx.database;
  const menu = await requireOwnedMenu(db, userId, menuId);
  const { prompts, voices } = await requireSavableMenu(db, speech, userId, menu.settings);
  requireWordedPrompts(prompts);
  const kept = await promptRenderRows(db, menu.id);
  const keptById = new Map(kept.map((row) => [row.key, row]));
  const toMake = prompts
    .filter((p) => p.enabled)
    .map((p) => ({ id: p.id, language: p.language, text: p.text, signature: signatureNow(p, voices)! }))
    .filter((p) => {
      const last = keptById.get(p.id);
      return !(last?.audioId && last.signature === p.signature);
    });

  await countPrompts(ctx, userId, toMake.length);
  ctx.progress(0);
  const made = await makeAll(ctx, speech, userId, toMake, (p) => {
    const request = promptVoiceRequest(voices[p.language]!.choice, p.text);
    if (!request.success) throw new AppError(400, request.error.issues[0]!.message);
    return request.data;
  });
  const replaced = await takeOldRendersPlace(ctx, menu.id, userId, made, new Set(prompts.map((p) => p.id)));
  for (const audioId of replaced) await deleteKeptAudio(ctx, userId, audioId);
  ctx.log.info({ menuId, made: made.length, prompts: prompts.length }, 'phone menu made');
  return { menuId, made: made.length };
}

/**
 * Each prompt made is one the wizard would make: a voice and a mix. The job was admitted against
 * one mix (its definition's quota); the rest are counted here, before any work, as a suggested
 * programme counts its messages (record 118): a menu costs what its prompts made one by one would,
 * a change to one prompt costs one, and a make over the hour is refused with nothing made.
 */
async function countPrompts(ctx: ServiceContext, userId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await countHourly(ctx, userId, 'synthesis');
  for (let i = 1; i < count; i++) await countHourly(ctx, userId, 'mix');
}

/**
 * Every prompt of `toMake` rendered, PROMPTS_AT_ONCE at a time, with progress as prompts done of
 * prompts to make. On the first failure (or a cancel) no further prompt starts, the ones under way
 * finish, and every render made is deleted before the failure is thrown: nothing is left behind.
 * The prompts that never started are rejected when the queue is cleared (`rejectOnClear`): without
 * it their promises never settled, and a make whose first prompt failed with more waiting sat at
 * 0 % for good (issue 46's 17-minute make, record 158).
 */
async function makeAll(
  ctx: ServiceContext & MakeRun,
  speech: SpeechProviders,
  userId: string,
  toMake: ToMake[],
  requestOf: (prompt: ToMake) => PromptVoiceRequest,
): Promise<MadePrompt[]> {
  const limit = pLimit({ concurrency: PROMPTS_AT_ONCE, rejectOnClear: true });
  let done = 0;
  let failure: { error: unknown } | undefined;
  const settled = await Promise.allSettled(
    toMake.map((prompt) =>
      limit(async (): Promise<MadePrompt> => {
        ctx.signal.throwIfAborted();
        const file = await renderPrompt(ctx, speech, userId, requestOf(prompt));
        ctx.progress(++done / toMake.length);
        return { id: prompt.id, signature: prompt.signature, file };
      }).catch((error: unknown) => {
        failure ??= { error };
        limit.clearQueue();
        throw error;
      }),
    ),
  );
  const made = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (!failure && !ctx.signal.aborted) return made;
  for (const prompt of made) await deleteKeptAudio(ctx, userId, prompt.file.id);
  // A cancelled job ends as cancelled; a refusal keeps its own words; anything else is the menu's failure.
  if (ctx.signal.aborted) throw ctx.signal.reason;
  const error: unknown = failure!.error;
  if (error instanceof AppError) throw error;
  ctx.log.error({ err: error }, 'phone menu render failed');
  throw new AppError(500, messages.phoneMenus.renderFailed);
}

/**
 * One prompt: its words spoken in the menu's voice (POST /api/synthesize-voice's path, the speech
 * cache included), then mixed as an auto-attendant message without music (POST /api/mix-audio's
 * path), kept as the user's 'menu-prompt' audio with no expiry.
 */
async function renderPrompt(
  ctx: ServiceContext,
  speech: SpeechProviders,
  userId: string,
  request: PromptVoiceRequest,
): Promise<AudioFile> {
  const voice = await synthesizeVoice(ctx, speech, userId, request);
  return mixToStoredFile(
    ctx,
    userId,
    { voiceAudioId: voice.audioId, musicTrackId: NO_MUSIC_TRACK_ID, musicVolume: 0, messageType: 'auto-attendant' },
    { kind: 'menu-prompt', keptMs: null },
  );
}

/**
 * In one transaction, the new renders take their prompts' places (version + 1), and renders of
 * prompts the menu no longer has are let go. Returns the audio ids replaced, for the caller to
 * delete. A cancel that came while the last prompt was stored, or the menu deleted meanwhile,
 * deletes the new renders instead and keeps the old.
 */
async function takeOldRendersPlace(
  ctx: ServiceContext & MakeRun,
  menuId: string,
  userId: string,
  made: MadePrompt[],
  ids: Set<string>,
): Promise<string[]> {
  try {
    ctx.signal.throwIfAborted();
    return await ctx.database.db.transaction(async (tx) => {
      const [menu] = await tx
        .select({ id: phoneMenus.id })
        .from(phoneMenus)
        .where(and(eq(phoneMenus.id, menuId), eq(phoneMenus.userId, userId)))
        .for('update');
      if (!menu) throw new AppError(404, messages.phoneMenus.notFound);
      const kept = await tx.select().from(menuPrompts).where(eq(menuPrompts.menuId, menuId));
      const keptById = new Map(kept.map((row) => [row.key, row]));
      const replaced: string[] = [];
      for (const prompt of made) {
        const last = keptById.get(prompt.id);
        if (last?.audioId) replaced.push(last.audioId);
        const values = {
          audioId: prompt.file.id,
          version: (last?.version ?? 0) + 1,
          signature: prompt.signature,
          durationSeconds: prompt.file.durationSeconds,
        };
        await tx
          .insert(menuPrompts)
          .values({ menuId, key: prompt.id, ...values })
          .onConflictDoUpdate({ target: [menuPrompts.menuId, menuPrompts.key], set: values });
      }
      // An option removed since its prompt was made: its render has nothing left to play. The row
      // stays, audio-less, with its version, so the prompt made again if the option comes back
      // never reuses a version a phone system may have cached.
      const gone = kept.filter((row) => !ids.has(row.key) && row.audioId);
      if (gone.length)
        await tx
          .update(menuPrompts)
          .set({ audioId: null, signature: null, durationSeconds: null })
          .where(and(eq(menuPrompts.menuId, menuId), notInArray(menuPrompts.key, [...ids])));
      return [...replaced, ...gone.map((row) => row.audioId!)];
    });
  } catch (error) {
    for (const prompt of made) await deleteKeptAudio(ctx, userId, prompt.file.id);
    throw error;
  }
}
