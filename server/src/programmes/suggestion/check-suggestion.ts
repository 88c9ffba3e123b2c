import { messages } from '#common/messages.js';
import type { fromSuggestionBody } from '#common/schemas/programme-suggestion.js';
import { PROGRAMME_SECONDS_MAX } from '#common/schemas/programmes.js';
import { estimateDurationSeconds } from '#common/script-stats.js';
import type { z } from 'zod';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { isTrackOffered } from '../../music/offered-track.js';
import { programmeSeconds } from '#common/programme-length.js';

/**
 * What would refuse the programme once its messages are made, asked before any is (record 118):
 * the music it plays between messages (No Music is refused by the body's schema, the programme's
 * own), and its 10 minutes from the scripts' estimated lengths.
 * createProgramme asks again of the real recordings; this only spares the user a wasted wait.
 */
export async function requireMakeable(ctx: ServiceContext, body: z.output<typeof fromSuggestionBody>): Promise<void> {
  if (!(await isTrackOffered(ctx.database.db, body.trackId))) throw new AppError(404, messages.mix.trackNotFound);
  const scripts = new Map(body.messages.map((m) => [m.key, m.script]));
  const voices = body.order.map((key) => estimateDurationSeconds(scripts.get(key)!, body.voice));
  if (programmeSeconds(voices, body.gapSeconds) > PROGRAMME_SECONDS_MAX)
    throw new AppError(400, messages.programmes.tooLong);
}
