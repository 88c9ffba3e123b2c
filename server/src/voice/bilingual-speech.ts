import { LANGUAGE_GAP_SECONDS } from '#common/bilingual.js';
import { VOICE_MAX_SECONDS } from '#common/script-stats.js';
import { downToQuietest, turnDown } from '../dsp/match-loudness.js';
import { durationSeconds, joinPcm, silence, SPEECH_SAMPLE_RATE, type Pcm } from '../dsp/pcm.js';
import {
  speakScript,
  speechFile,
  spokenTooLong,
  type RenderedSpeech,
  type RenderRequest,
  type SecondSpeech,
} from './render-speech.js';
import { splitParagraphs } from './text-chunks.js';

/**
 * A bilingual message in one file (record 145): the first language in its voice, LANGUAGE_GAP_SECONDS
 * of silence, the other language in its own voice. With placement `afterFirstParagraph` (an
 * auto-attendant's offer of the other language) the second part goes between the first part's
 * first paragraph (its greeting) and the rest, with the same gap on both sides: the change back is
 * as much a change of voice and language as the change away, and a paragraph pause (0.45 s with
 * pauses off) would run the options onto the offer.
 *
 * Each part is spoken as a message of its own (its language's words, its pronunciations), then the
 * parts are brought to one loudness before they are joined, so the voice's master, which sets one
 * gain for the whole recording, leaves them level: one recording, mastered once.
 */
export async function renderBilingual(
  ffmpegPath: string,
  request: RenderRequest & { second: SecondSpeech },
): Promise<RenderedSpeech> {
  const { second, ...first } = request;
  const other: RenderRequest = {
    provider: second.provider,
    voice: second.voice,
    settings: request.settings,
    script: second.script,
    pauseSeconds: request.pauseSeconds,
    pronunciations: second.pronunciations,
  };
  const [greeting, ...rest] = splitParagraphs(first.script);
  const splitFirst = second.placement === 'afterFirstParagraph' && greeting !== undefined && rest.length > 0;
  const firstScripts = splitFirst ? [greeting, rest.join('\n\n')] : [first.script];
  const segments = await speakInTurn([...firstScripts.map((script) => ({ ...first, script })), other]);
  const otherPcm = segments.pop()!;
  // Part one's loudness is measured whole, greeting and options together, and one gain applies to both.
  const [firstDown, otherDown] = downToQuietest([joinPcm(segments, SPEECH_SAMPLE_RATE), otherPcm]);
  const [head, tail] = segments.map((pcm) => turnDown(pcm, firstDown!));
  const gap = silence(LANGUAGE_GAP_SECONDS, SPEECH_SAMPLE_RATE);
  const otherLevelled = turnDown(otherPcm, otherDown!);
  const joined = joinPcm(
    tail ? [head!, gap, otherLevelled, gap, tail] : [head!, gap, otherLevelled],
    SPEECH_SAMPLE_RATE,
  );
  // Each part kept under the cap as it was spoken; together they must be too.
  if (durationSeconds(joined) > VOICE_MAX_SECONDS) throw spokenTooLong(durationSeconds(joined));
  return speechFile(ffmpegPath, joined, request.format);

  /**
   * The parts spoken, each joined. On the offline engine all at once (its threads take the pieces in
   * turn, per core); a studio takes one request at a time from a script, so its parts go one by one.
   */
  async function speakInTurn(parts: RenderRequest[]): Promise<Pcm[]> {
    const speak = async (part: RenderRequest) => joinPcm(await speakScript(ffmpegPath, part), SPEECH_SAMPLE_RATE);
    if (parts.every((part) => part.provider.id === 'local')) return Promise.all(parts.map(speak));
    const spoken: Pcm[] = [];
    for (const part of parts) spoken.push(await speak(part));
    return spoken;
  }
}
