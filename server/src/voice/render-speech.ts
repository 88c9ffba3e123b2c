import { durationSeconds, joinPcm, pcmBytes, pcmFromBytes, silence, SPEECH_SAMPLE_RATE, type Pcm } from '../audio/pcm.js';
import { runFfmpeg } from '../audio/run-ffmpeg.js';
import type { SpeechAudio, SpeechProvider, SpeechSettings, VoiceRef } from './speech-provider.js';
import { chunkParagraph, splitParagraphs } from './text-chunks.js';

/**
 * Turns a script into one MP3 on any engine: paragraphs split at blank lines, each split at
 * sentence boundaries within the engine's limit, every piece brought to 24 kHz mono PCM, edges
 * trimmed of the engine's own silence, then joined with exact silences and faded joints (no clicks).
 */
export interface RenderRequest {
  provider: SpeechProvider;
  voice: VoiceRef;
  settings: SpeechSettings;
  script: string;
  /** Silence between paragraphs (decisions D5), or null when paragraph pauses are off. */
  pauseSeconds: number | null;
}

export interface RenderedSpeech {
  mp3: Buffer;
  durationSeconds: number;
}

/** Gaps the pipeline puts in itself: between sentences of one paragraph, and between paragraphs without pauses. */
const SENTENCE_GAP_SECONDS = 0.25;
const PARAGRAPH_GAP_SECONDS = 0.45;
/** Below this level (about -50 dBFS) an edge counts as the engine's own silence. */
const SILENCE_LEVEL = 100;

interface Piece {
  text: string;
  /** Silence after this piece. */
  gapAfter: number;
}

/** Requests to send: with pause markup (Murf) paragraphs share a request where they fit. */
export function planPieces(provider: SpeechProvider, script: string, pauseSeconds: number | null): Piece[] {
  const paragraphGap = pauseSeconds ?? PARAGRAPH_GAP_SECONDS;
  const pieces = splitParagraphs(script).flatMap((paragraph) => {
    const chunks = chunkParagraph(paragraph, provider.maxChars);
    return chunks.map((text, i) => ({ text, gapAfter: i === chunks.length - 1 ? paragraphGap : SENTENCE_GAP_SECONDS }));
  });
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

export async function renderSpeech(ffmpegPath: string, request: RenderRequest): Promise<RenderedSpeech> {
  const pieces = planPieces(request.provider, request.script, request.pauseSeconds);
  // As many requests at once as the engine allows (studios: one; local: one per core).
  const spoken = await mapLimit(pieces, request.provider.concurrency, async (piece) =>
    trimSilence(await toSpeechPcm(ffmpegPath, await request.provider.synthesize(piece.text, request.voice, request.settings))),
  );
  const parts: Pcm[] = pieces.flatMap((piece, i) =>
    piece.gapAfter > 0 ? [spoken[i]!, silence(piece.gapAfter, SPEECH_SAMPLE_RATE)] : [spoken[i]!],
  );
  const joined = joinPcm(parts, SPEECH_SAMPLE_RATE);
  return { mp3: await encodeMp3(ffmpegPath, joined), durationSeconds: durationSeconds(joined) };
}

/** Runs `fn` over `items` with at most `limit` running at once; results keep the items' order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

async function toSpeechPcm(ffmpegPath: string, audio: SpeechAudio): Promise<Pcm> {
  if (audio.kind === 'pcm') return audio.pcm;
  const { stdout } = await runFfmpeg(ffmpegPath, ['-i', 'pipe:0', '-ac', '1', '-ar', String(SPEECH_SAMPLE_RATE), '-f', 's16le', 'pipe:1'], {
    input: audio.bytes,
  });
  return pcmFromBytes(stdout, SPEECH_SAMPLE_RATE);
}

function trimSilence(pcm: Pcm): Pcm {
  const { samples } = pcm;
  let start = 0;
  let end = samples.length;
  while (start < end && Math.abs(samples[start]!) < SILENCE_LEVEL) start++;
  while (end > start && Math.abs(samples[end - 1]!) < SILENCE_LEVEL) end--;
  return { samples: samples.subarray(start, end), sampleRate: pcm.sampleRate };
}

/** The voice file: MP3 at 128 kbps and 44.1 kHz mono, the format the final mix uses (D7). */
export async function encodeMp3(ffmpegPath: string, pcm: Pcm): Promise<Buffer> {
  const args = ['-f', 's16le', '-ar', String(pcm.sampleRate), '-ac', '1', '-i', 'pipe:0'];
  const { stdout } = await runFfmpeg(ffmpegPath, [...args, '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3', 'pipe:1'], {
    input: pcmBytes(pcm),
  });
  return stdout;
}
