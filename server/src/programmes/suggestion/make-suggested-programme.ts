import { LANGUAGE_NAMES } from '#common/bilingual.js';
import type { MessageLanguage } from '#common/message-language.js';
import { messages } from '#common/messages.js';
import { LIBRARY_TITLE_MAX } from '#common/schemas/library.js';
import type { JobStage } from '#common/schemas/jobs.js';
import type { LibraryItem } from '#common/schemas/library.js';
import type { RecipeMessage } from '#common/schemas/recipe.js';
import { mixAudioBody } from '#common/schemas/mix.js';
import type { fromSuggestionBody } from '#common/schemas/programme-suggestion.js';
import type { programmeSaved } from '#common/schemas/programmes.js';
import { synthesizeVoiceBody } from '#common/schemas/voices.js';
import type { z } from 'zod';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { countHourly } from '../../jobs/hourly-quota.js';
import { deleteLibraryItem } from '../../library/delete-library-item.js';
import { saveToLibrary } from '../../library/save-to-library.js';
import { mixAudio } from '../../mix/mix-audio.js';
import type { SpeechProviders } from '../../voice/providers.js';
import { synthesizeVoice } from '../../voice/synthesize-voice.js';
import { createProgramme, deleteProgramme, readProgramme } from '../manage-programmes.js';
import { updateProgramme } from '../programme-store.js';
import { renderUsersProgramme } from '../render-users-programme.js';
import { recipeMessageOf, requireProfile } from './business-of.js';
import { voiceForLanguage } from './check-suggestion.js';

type Body = z.output<typeof fromSuggestionBody>;

interface Work {
  /** The job making it: the programme names it as its render under way, so a reload follows it. */
  jobId: string;
  signal: AbortSignal;
  progress(fraction: number): void;
  stage(stage: JobStage): void;
}

/**
 * Each message is one the wizard would make: a voice and a mix; the programme's render is one mix
 * more, as Make programme's job counts it. The job was admitted against one synthesis (its
 * definition's quota); the rest are counted here, before any work, so a programme costs what its
 * messages and its render made one by one would, and one over the hour is refused with nothing made.
 */
async function countMessages(ctx: ServiceContext, userId: string, count: number): Promise<void> {
  for (let i = 1; i < count; i++) await countHourly(ctx, userId, 'synthesis');
  for (let i = 0; i <= count; i++) await countHourly(ctx, userId, 'mix');
}

/**
 * A Library title that says its message's language where the Library could not tell otherwise: in
 * a programme of two languages, or in Spanish (record 147). The suggestion's titles already do
 * ("Bright Smile – Welcome (Spanish)"); a title sent without it gets it, within the title's limit.
 */
function titleInLanguage(title: string, language: MessageLanguage, named: boolean): string {
  const name = LANGUAGE_NAMES[language];
  if (!named || title.includes(`(${name})`)) return title;
  const suffix = ` (${name})`;
  return `${title.slice(0, LIBRARY_TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
}

/** The `audioId` a mix's reply names in its address (`/api/audio/<id>`), for the Library to keep. */
const audioIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** One message of the programme, spoken, mixed and saved to the Library, saying which it is as it goes. */
async function makeMessage(
  ctx: ServiceContext,
  speech: SpeechProviders,
  userId: string,
  body: Body,
  part: Body['messages'][number],
  at: { item: number; of: number; named: boolean; business: RecipeMessage; work: Work },
): Promise<LibraryItem> {
  const { item, of, named, business, work } = at;
  work.signal.throwIfAborted();
  work.stage({ doing: 'speaking', item, of });
  const voice = await synthesizeVoice(
    ctx,
    speech,
    userId,
    // Each message in the voice of its language (record 147): `voice` or `otherVoice`.
    synthesizeVoiceBody.parse({ ...voiceForLanguage(body, part.language), script: part.script }),
  );
  work.signal.throwIfAborted();
  work.stage({ doing: 'mixing', item, of });
  const mix = await mixAudio(
    ctx,
    userId,
    mixAudioBody.parse({
      voiceAudioId: voice.audioId,
      musicTrackId: body.trackId,
      musicVolume: body.volume,
      messageType: 'on-hold',
      // The recipe keeps the message's language, so it reopens in it (record 144).
      message: { ...business, language: part.language },
    }),
  );
  return saveToLibrary(ctx, userId, {
    audioId: audioIdOf(mix.url),
    title: titleInLanguage(part.title, part.language, named),
    messageType: 'on-hold',
  });
}

/**
 * POST /api/programmes/from-suggestion's job (records 118, 156): every message in the playing order
 * is spoken in the voice of its language (one a language, record 147), mixed as an on-hold message
 * of the profile's business, and saved to the Library under its title; then the programme is
 * created from those items in that order (the thank-you is one item, placed again where it recurs)
 * and made into its one file, as Make programme makes it. The render counts as one message more in
 * the percentage. When anything fails or the user cancels, the programme and the items made so far
 * are deleted again: a programme is made whole or not at all.
 */
export async function makeSuggestedProgramme(
  ctx: ServiceContext,
  speech: SpeechProviders,
  userId: string,
  body: Body,
  work: Work,
): Promise<z.infer<typeof programmeSaved>> {
  const business = recipeMessageOf(await requireProfile(ctx, userId));
  // Messages left out of the order are not made: nothing plays them.
  const used = body.messages.filter((m) => body.order.includes(m.key));
  await countMessages(ctx, userId, used.length);
  const named = used.some((m) => m.language !== 'en');
  const share = (done: number) => done / (used.length + 1);
  const made = new Map<string, LibraryItem>();
  let programmeId: string | null = null;
  try {
    for (const [i, part] of used.entries()) {
      const at = { item: i + 1, of: used.length, named, business, work };
      made.set(part.key, await makeMessage(ctx, speech, userId, body, part, at));
      work.progress(share(i + 1));
    }
    work.signal.throwIfAborted();
    work.stage({ doing: 'rendering' });
    const { title, trackId, volume, gapSeconds, targetSystem } = body;
    const itemIds = body.order.map((key) => made.get(key)!.id);
    programmeId = (await createProgramme(ctx, userId, { title, itemIds, trackId, volume, gapSeconds, targetSystem }))
      .id;
    // This job is the programme's render under way: a reload meanwhile shows it being made.
    await updateProgramme(ctx.database.db, { id: programmeId, userId }, { renderJobId: work.jobId });
    const render = { ...ctx, signal: work.signal, progress: (f: number) => work.progress(share(used.length + f)) };
    await renderUsersProgramme(render, speech, userId, programmeId);
    // Answered as this job ends: no render is under way any more.
    return { success: true, programme: { ...(await readProgramme(ctx, userId, programmeId)), renderJobId: null } };
  } catch (error) {
    if (programmeId) await deleteProgramme(ctx, userId, programmeId).catch(() => undefined);
    await Promise.allSettled([...made.values()].map((item) => deleteLibraryItem(ctx, userId, item.id)));
    if (error instanceof AppError || work.signal.aborted) throw error;
    ctx.log.error({ err: error }, 'making the suggested programme failed');
    throw new AppError(500, messages.programmeSuggestion.failed);
  }
}
