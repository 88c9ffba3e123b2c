import { durationSeconds, joinPcm, pcmBytes, silence, SPEECH_SAMPLE_RATE, wavBytes, type Pcm } from '../dsp/pcm.js';
import pLimit from 'p-limit';
import { decodeSpeechPcm } from '../process/decode-speech.js';
import { runFfmpeg } from '../process/run-ffmpeg.js';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { VOICE_MAX_SECONDS } from '#common/script-stats.js';
import { AppError } from '../errors.js';
import { countSpeechMade } from '../metrics/meters.js';
import type { AudioFormat } from '../stored-audio/audio-files.js';
import {
  languageOf,
  type SpeechAudio,
  type SpeechProvider,
  type SpeechSettings,
  type VoiceRef,
} from './speech-provider.js';
import { chunkParagraph, endsSentence, firstPhrase, splitParagraphs } from './text-chunks.js';
import { entriesUsed, substitute, type Pronunciation } from './pronunciation/lexicon.js';
import { speechTextIn } from '#common/speech/speech-text-in.js';
import type { SecondPartPlacement } from '#common/bilingual.js';

/**
 * Turns a script into one file on any engine: paragraphs split at blank lines, each split at
 * sentence boundaries within the engine's limit, every piece brought to 24 kHz mono PCM, edges
 * trimmed of the engine's own silence, then joined with exact silences and faded joints (no clicks).
 * What people hear directly (previews) is an MP3; the recording the mix starts from stays lossless
 * (WAV, record 082): the mix's one MP3 encode is then the only lossy step.
 */

export interface RenderRequest {
  provider: SpeechProvider;
  voice: VoiceRef;
  settings: SpeechSettings;
  script: string;
  /** Silence between paragraphs (record 054), or null when paragraph pauses are off. */
  pauseSeconds: number | null;
  /** The user's pronunciation entries that this script uses (record 073). */
  pronunciations?: readonly Pronunciation[];
  /** MP3 unless said otherwise. */
  format?: AudioFormat;
  /** A bilingual message's other language (record 145), said in the same file: see bilingual-speech.ts. */
  second?: SecondSpeech;
}

/** The second part of a bilingual recording: its own engine, voice and words; the first part's settings and pauses. */
export interface SecondSpeech {
  provider: SpeechProvider;
  voice: VoiceRef;
  script: string;
  pronunciations?: readonly Pronunciation[];
  placement: SecondPartPlacement;
}

export interface RenderedSpeech {
  audio: Buffer;
  format: AudioFormat;
  durationSeconds: number;
}

/** Gaps the pipeline puts in itself: between sentences of one paragraph, and between paragraphs without pauses. */
const SENTENCE_GAP_SECONDS = 0.25;
const PARAGRAPH_GAP_SECONDS = 0.45;
/** Between the pieces of one sentence, cut after a clause (or, in a streamed preview's first, at a space). */
const CLAUSE_GAP_SECONDS = 0.12;
/**
 * A streamed preview's first piece at most: about six words, some 2.5 s of speech, which the neural
 * voice speaks in about 1.2 s on one core, within the 1.5 s its first sound is allowed.
 */
const FIRST_PIECE_CHARS = 40;
/**
 * Its second piece at most this many times the first's length: spoken on the other core meanwhile at
 * about twice real time, it is ready once the first (spoken in half its length) has been heard.
 */
const SECOND_PIECE_GROWTH = 2.5;

/** A pronunciation term the speech words leave as it is: letters, spaces, apostrophes and hyphens. */
const LETTERS_ONLY = /^[\p{L}\p{M}\s'’-]+$/u;

/**
 * An edge counts as the engine's own silence while its 10 ms frames stay under -45 dBFS (RMS):
 * RHVoice ends a piece with about 0.3 s of breath and noise near -50 dBFS, which a sample-level
 * threshold kept, so every sentence ended with an unasked-for pause. A little is kept before the
 * first sound and after the last, so soft onsets and endings ("th", "f") are not clipped: with
 * 20 ms, "Thank you" at the start of a piece was heard as "and cue" (record 101).
 */
const SILENCE_RMS = 32768 * 10 ** (-45 / 20);
const SILENCE_FRAME_SECONDS = 0.01;
const LEAD_MARGIN_SECONDS = 0.1;
const TAIL_MARGIN_SECONDS = 0.04;

interface Piece {
  text: string;
  /** Silence after this piece. */
  gapAfter: number;
}

/**
 * Requests to send: with pause markup (Murf) paragraphs share a request where they fit. With
 * `quickStart` (a streamed preview) the first piece is cut to its first clause or few words, so the
 * first sound comes after a short piece's synthesis rather than a whole sentence's.
 */
export function planPieces(
  provider: SpeechProvider,
  script: string,
  pauseSeconds: number | null,
  quickStart = false,
): Piece[] {
  const paragraphGap = pauseSeconds ?? PARAGRAPH_GAP_SECONDS;
  const pieces = splitParagraphs(script).flatMap((paragraph) => {
    const chunks = chunkParagraph(paragraph, provider.maxChars, provider.pieceChars);
    return chunks.map((text, i) => ({ text, gapAfter: i === chunks.length - 1 ? paragraphGap : gapAfter(text) }));
  });
  const first = pieces[0];
  if (quickStart && first) pieces.splice(0, 1, ...quickPieces(first));
  const last = pieces.at(-1);
  if (last) last.gapAfter = 0;
  if (!provider.pauseTag || pauseSeconds === null) return pieces;

  const merged: Piece[] = [];
  for (const piece of pieces) {
    const previous = merged.at(-1);
    const joined = previous && `${previous.text} ${provider.pauseTag(previous.gapAfter)} ${piece.text}`;
    if (previous && previous.gapAfter === pauseSeconds && joined && joined.length <= provider.maxChars) {
      merged[merged.length - 1] = { text: joined, gapAfter: piece.gapAfter };
    } else {
      merged.push({ ...piece });
    }
  }
  return merged;
}

/** The silence after a piece that ends inside its paragraph: a sentence's, or a clause's. */
const gapAfter = (text: string) => (endsSentence(text) ? SENTENCE_GAP_SECONDS : CLAUSE_GAP_SECONDS);

/**
 * A streamed preview's first piece, cut into a short phrase and a second piece at most a few times
 * as long, then the rest: the second is then spoken (on the other core) by the time the first has
 * been heard, and the third by the end of the second, so the player never waits in between.
 */
function quickPieces(first: Piece): Piece[] {
  const one = firstPhrase(first.text, FIRST_PIECE_CHARS);
  if (!one.rest) return [first];
  const two = firstPhrase(one.rest, Math.max(FIRST_PIECE_CHARS, Math.round(one.head.length * SECOND_PIECE_GROWTH)));
  const pieces = [{ text: one.head, gapAfter: gapAfter(one.head) }];
  if (!two.rest) return [...pieces, { text: two.head, gapAfter: first.gapAfter }];
  return [...pieces, { text: two.head, gapAfter: gapAfter(two.head) }, { text: two.rest, gapAfter: first.gapAfter }];
}

/** The script of one voice (a bilingual request's first part only: see bilingual-speech.ts) as one file. */
export async function renderSpeech(ffmpegPath: string, request: RenderRequest): Promise<RenderedSpeech> {
  return speechFile(ffmpegPath, joinPcm(await speakScript(ffmpegPath, request), SPEECH_SAMPLE_RATE), request.format);
}

/** Joined speech as the file asked for: WAV, or MP3 unless said otherwise. */
export async function speechFile(
  ffmpegPath: string,
  joined: Pcm,
  format: AudioFormat = 'mp3',
): Promise<RenderedSpeech> {
  const audio = format === 'wav' ? wavBytes(joined) : await encodeMp3(ffmpegPath, joined);
  return { audio, format, durationSeconds: durationSeconds(joined) };
}

/** Past the 10-minute cap once spoken (record 115): never delivered, whatever the estimate said. */
export function spokenTooLong(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  return new AppError(400, formatMessage(messages.voice.audioTooLong, { minutes: `${minutes}+` }), {}, 'too_long');
}

/**
 * The script spoken, as its parts in order (each piece trimmed, and the silence after it). With
 * `onPart` (a streamed preview), the pieces are spoken in the script's order, the first kept short,
 * and each part is passed on, faded at its edges, as soon as it and every part before it are ready.
 */
export async function speakScript(
  ffmpegPath: string,
  request: RenderRequest,
  onPart?: (pcm: Pcm) => void,
): Promise<Pcm[]> {
  const { provider } = request;
  const entries = request.pronunciations ?? [];
  // Engines without a dictionary field hear the "say it like" spelling in place of each term; so
  // does every engine for a term with digits or symbols ("A1"), which would not survive the words
  // below. Then, on every engine, numbers, times and addresses become words here and only here: the
  // script the user edits stays readable ("555 0100"), the voice says "five five five, zero one zero zero" (record 095),
  // in the message's language: a Spanish voice hears "cinco cinco cinco, cero uno cero cero" (record 144).
  const dictionary = provider.takesPronunciations ? entries.filter((e) => LETTERS_ONLY.test(e.term)) : [];
  const script = speechTextIn(
    languageOf(request.voice),
    substitute(
      request.script,
      entries.filter((e) => !dictionary.includes(e)),
    ),
  );
  const pieces = planPieces(provider, script, request.pauseSeconds, Boolean(onPart));
  // The schema refuses scripts estimated over the cap; should an engine still read longer (it
  // spells out something the estimate did not foresee), stop at the cap itself: a message of more
  // than 10 minutes is never delivered (record 115).
  let spokenSeconds = pieces.reduce((sum, piece) => sum + piece.gapAfter, 0);
  // As many requests at once as the engine allows (studios: one; local: one per core).
  const limit = pLimit(request.provider.concurrency);
  // Longest first, so the cores finish together: in the script's order a long last paragraph would
  // start when one core is already free and run on alone. A stream needs them in order instead.
  const inOrder = pieces.map((_, i) => i);
  const turns = onPart ? inOrder : inOrder.sort((a, b) => pieces[b]!.text.length - pieces[a]!.text.length);
  const spoken: Pcm[] = [];
  let passedOn = 0;
  const passOn = () => {
    for (; spoken[passedOn]; passedOn++) {
      const { gapAfter } = pieces[passedOn]!;
      onPart!(joinPcm([spoken[passedOn]!], SPEECH_SAMPLE_RATE));
      if (gapAfter > 0) onPart!(silence(gapAfter, SPEECH_SAMPLE_RATE));
    }
  };
  await limit.map(turns, async (index) => {
    const piece = pieces[index]!;
    try {
      const began = performance.now();
      const audio = await provider.synthesize(
        piece.text,
        request.voice,
        request.settings,
        provider.takesPronunciations ? entriesUsed(piece.text, dictionary) : undefined,
      );
      const whole = await toSpeechPcm(ffmpegPath, audio);
      // A studio's real-time factor, its answer's time included; the offline engines' are counted
      // in their threads (voice/local/offline-pool.ts), where waiting in line is left out.
      if (provider.id !== 'local')
        countSpeechMade(provider.id, (performance.now() - began) / 1000, durationSeconds(whole));
      const pcm = trimSilence(whole);
      spokenSeconds += durationSeconds(pcm);
      if (spokenSeconds > VOICE_MAX_SECONDS) throw spokenTooLong(spokenSeconds);
      spoken[index] = pcm;
      if (onPart) passOn();
    } catch (error) {
      // Once one piece has failed the rest are not started: the result is lost anyway.
      limit.clearQueue();
      throw error;
    }
  });
  // Every piece silent (an engine found no word in "α β γ"): a recording of pauses alone is no message.
  if (spoken.every((pcm) => pcm.samples.length === 0)) throw new AppError(400, messages.voice.nothingToSay);
  return pieces.flatMap((piece, i) =>
    piece.gapAfter > 0 ? [spoken[i]!, silence(piece.gapAfter, SPEECH_SAMPLE_RATE)] : [spoken[i]!],
  );
}

async function toSpeechPcm(ffmpegPath: string, audio: SpeechAudio): Promise<Pcm> {
  return audio.kind === 'pcm' ? audio.pcm : decodeSpeechPcm(ffmpegPath, audio.bytes);
}

function trimSilence(pcm: Pcm): Pcm {
  const { samples, sampleRate } = pcm;
  const frame = Math.round(SILENCE_FRAME_SECONDS * sampleRate);
  const frames = Math.ceil(samples.length / frame);
  const loud = (f: number) => {
    let energy = 0;
    const end = Math.min(samples.length, (f + 1) * frame);
    for (let i = f * frame; i < end; i++) energy += samples[i]! ** 2;
    return Math.sqrt(energy / frame) >= SILENCE_RMS;
  };
  let first = 0;
  while (first < frames && !loud(first)) first++;
  if (first === frames) return { samples: samples.subarray(0, 0), sampleRate };
  let last = frames - 1;
  while (last > first && !loud(last)) last--;
  const start = Math.max(0, first * frame - Math.round(LEAD_MARGIN_SECONDS * sampleRate));
  const end = Math.min(samples.length, (last + 1) * frame + Math.round(TAIL_MARGIN_SECONDS * sampleRate));
  return { samples: samples.subarray(start, end), sampleRate };
}

/** A preview: MP3 at 128 kbps and 44.1 kHz mono, the format of the final file (record 056), from 16-bit speech on stdin. */
export const PREVIEW_MP3 = {
  input: ['-f', 's16le', '-ar', String(SPEECH_SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0'],
  output: ['-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3', 'pipe:1'],
};

async function encodeMp3(ffmpegPath: string, pcm: Pcm): Promise<Buffer> {
  const { stdout } = await runFfmpeg(ffmpegPath, [...PREVIEW_MP3.input, ...PREVIEW_MP3.output], {
    input: pcmBytes(pcm),
  });
  return stdout;
}
