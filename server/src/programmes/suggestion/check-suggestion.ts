import { LANGUAGE_NAMES } from '#common/bilingual.js';
import { formatMessage } from '#common/format-message.js';
import type { MessageLanguage } from '#common/message-language.js';
import { messages } from '#common/messages.js';
import { programmeSeconds } from '#common/programme-length.js';
import type { fromSuggestionBody } from '#common/schemas/programme-suggestion.js';
import { PROGRAMME_SECONDS_MAX } from '#common/schemas/programmes.js';
import { estimateDurationSeconds } from '#common/script-stats.js';
import { languageOfVoice } from '#common/spanish-voices.js';
import type { z } from 'zod';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { isTrackOffered } from '../../music/offered-track.js';

type Body = z.output<typeof fromSuggestionBody>;
type Voice = Body['voice'];

/**
 * The voice of the messages in `language` (record 147): `voice` for its own language, `otherVoice`
 * for the other. Refused when none was given for it, or when a catalogue voice does not speak it
 * (a custom voice's language is checked when it speaks, by resolveVoice, as for any message).
 */
export function voiceForLanguage(body: Pick<Body, 'voice' | 'otherVoice'>, language: MessageLanguage): Voice {
  const name = LANGUAGE_NAMES[language];
  const voice = [body.voice, body.otherVoice].find((v) => v?.language === language);
  if (!voice) throw new AppError(400, formatMessage(messages.programmeSuggestion.voiceMissing, { language: name }));
  const speaks = languageOfVoice(voice.voiceType);
  if (!voice.elevenlabsVoiceId && speaks !== language)
    throw new AppError(400, formatMessage(messages.programmeSuggestion.voiceWrongLanguage, { language: name }));
  return voice;
}

/**
 * What would refuse the programme once its messages are made, asked before any is (record 118):
 * the music it plays between messages (No Music is refused by the body's schema, the programme's
 * own), a voice for each language its messages are in (record 147), and its 10 minutes from the
 * scripts' estimated lengths, each counted in its own language.
 * createProgramme asks again of the real recordings; this only spares the user a wasted wait.
 */
export async function requireMakeable(ctx: ServiceContext, body: Body): Promise<void> {
  if (body.otherVoice && body.otherVoice.language === body.voice.language)
    throw new AppError(400, messages.programmeSuggestion.voicesSameLanguage);
  const played = new Map(body.messages.filter((m) => body.order.includes(m.key)).map((m) => [m.key, m]));
  for (const language of new Set([...played.values()].map((m) => m.language))) voiceForLanguage(body, language);
  if (!(await isTrackOffered(ctx.database.db, body.trackId))) throw new AppError(404, messages.mix.trackNotFound);
  // Each message spoken as its own language's voice paces it.
  const voices = body.order.map((key) => {
    const { script, language } = played.get(key)!;
    return estimateDurationSeconds(script, { ...voiceForLanguage(body, language), language });
  });
  if (programmeSeconds(voices, body.gapSeconds) > PROGRAMME_SECONDS_MAX)
    throw new AppError(400, messages.programmes.tooLong);
}
