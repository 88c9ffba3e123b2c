import { createHash } from 'node:crypto';
import { readBlob } from '../storage/blob-files.js';
import type { BlobStore } from '../storage/blob-store.js';
import type { StoredVoiceAnalysis } from '../db/schema.js';
import { countSpeechCacheLookup } from '../metrics/meters.js';
import { AUDIO_CONTENT_TYPES, type AudioFormat } from '../stored-audio/audio-files.js';
import { LANGUAGE_GAP_SECONDS } from '#common/bilingual.js';
import type { RenderRequest, RenderedSpeech, SecondSpeech } from './render-speech.js';
import { languageOf, speakerOf } from './speech-provider.js';

/**
 * Rendered speech kept in the blob store under audio/cache/ (DATA_DIR/audio/cache/ on local disk),
 * keyed by a hash of everything that changes the sound: engine and its version, voice, settings,
 * text, pause and the pronunciation entries applied, and the engine's own speaker (speakerOf), so
 * nodes with different engines never serve each other's voice. An identical request is served
 * from here instead of being synthesized (and, for studios, paid for) again, by any node. It is
 * the sound of users' scripts, so it lives in the store like their other audio, never on a node's
 * disk; trimSpeechCache keeps it to size and age.
 *
 * The key names a request, not a recording: a recording is the user's own copy of an entry, with an
 * identity of its own (its audio_files id, record 105). The entry's metadata carries the voice's
 * analysis, so a recording made from it starts analysed like one just rendered.
 */
export interface CachedSpeech {
  /** The store key of the audio (MP3 or WAV, as the request asked). */
  key: string;
  format: AudioFormat;
  durationSeconds: number;
  /** The voice's analysis for its mixes (record 105); recordings only. */
  analysis?: StoredVoiceAnalysis;
}

/** What an entry's .json holds besides its audio. */
type CachedMeta = Pick<CachedSpeech, 'durationSeconds' | 'analysis'>;

export const SPEECH_CACHE_PREFIX = 'audio/cache/';

/** Bumped when renderSpeech words the same script differently (records 095, 101), so older renders are not reused. */
const SPOKEN_TEXT_VERSION = 3;

export function cacheKey(request: RenderRequest): string {
  const { provider, voice, settings, script, pauseSeconds } = request;
  // The pronunciations the script uses change the sound: a new or edited entry is a new render.
  const pronunciations = (request.pronunciations ?? []).map((p) => [p.term, p.sayAs, p.ipa ?? null]);
  const identity = JSON.stringify([
    provider.id,
    provider.version,
    SPOKEN_TEXT_VERSION,
    voice,
    settings,
    script.trim(),
    pauseSeconds,
    pronunciations,
    // The message's language: the same script reads as other words in Spanish (record 144). Named
    // for Spanish only, so English entries (studio renders were paid for) keep their keys.
    ...(languageOf(voice) === 'en' ? [] : [languageOf(voice)]),
    // The engine's own voice for the slot: when a studio's live list remaps it, or this node has
    // another offline engine, that is a new sound.
    speakerOf(provider, voice),
    formatOf(request),
    // A bilingual request's other part (record 145), everything that changes its sound, named only
    // when there is one: a one-language request keeps its key, and never answers a bilingual one.
    ...(request.second ? [secondIdentity(request.second)] : []),
  ]);
  return createHash('sha256').update(identity).digest('hex');
}

function secondIdentity(second: SecondSpeech): unknown[] {
  const { provider, voice, script, placement } = second;
  return [
    // Bumped with the way the parts are joined (their gap, their levels) in bilingual-speech.ts.
    'second part 1',
    provider.id,
    provider.version,
    voice,
    script.trim(),
    (second.pronunciations ?? []).map((p) => [p.term, p.sayAs, p.ipa ?? null]),
    languageOf(voice),
    speakerOf(provider, voice),
    placement,
    LANGUAGE_GAP_SECONDS,
  ];
}

const formatOf = (request: Pick<RenderRequest, 'format'>): AudioFormat => request.format ?? 'mp3';

const objectKeys = (key: string, format: AudioFormat) => ({
  audio: `${SPEECH_CACHE_PREFIX}${key}.${format}`,
  meta: `${SPEECH_CACHE_PREFIX}${key}.json`,
});

/** The entry for `key` (cacheKey of a request asking for `format`). */
export async function readCachedSpeech(
  store: BlobStore,
  key: string,
  format: AudioFormat,
): Promise<CachedSpeech | undefined> {
  const keys = objectKeys(key, format);
  const meta = await readBlob(store, keys.meta);
  countSpeechCacheLookup(Boolean(meta));
  if (!meta) return undefined;
  try {
    const { durationSeconds, analysis } = JSON.parse(meta.toString('utf8')) as CachedMeta;
    return { key: keys.audio, format, durationSeconds, ...(analysis && { analysis }) };
  } catch {
    return undefined; // a damaged entry counts as none; the next render replaces it
  }
}

/**
 * Writes the audio first and its metadata last, so an entry whose metadata exists is whole. The
 * analysis may still be under way while the audio is written; the metadata waits for it.
 */
export async function writeCachedSpeech(
  store: BlobStore,
  key: string,
  speech: RenderedSpeech,
  analysis?: Promise<StoredVoiceAnalysis | undefined>,
): Promise<CachedSpeech> {
  const keys = objectKeys(key, speech.format);
  await store.put(keys.audio, { bytes: speech.audio }, { contentType: AUDIO_CONTENT_TYPES[speech.format] });
  const analysed = await analysis;
  const meta: CachedMeta = { durationSeconds: speech.durationSeconds, ...(analysed && { analysis: analysed }) };
  await store.put(keys.meta, { bytes: Buffer.from(JSON.stringify(meta)) });
  return { key: keys.audio, format: speech.format, ...meta };
}
