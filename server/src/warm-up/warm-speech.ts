import { DEFAULT_VOICE_BY_GENDER } from '#common/voices.js';
import { OFFLINE_ENGINES } from '../config/engine-names.js';
import type { LocalProvider } from '../voice/local/local-provider.js';
import { renderSpeech } from '../voice/render-speech.js';

/** About three seconds of speech: one piece, so one engine call, for one thread. */
const SENTENCE = 'Thank you for calling. Your call is important to us.';

/**
 * The voices the warm-up speaks (record 122): the wizard's two defaults, then the first voice of
 * each installed engine they leave out, so every engine's code runs once and the most used
 * speakers' data is read.
 */
export function warmUpVoices(local: LocalProvider): string[] {
  const voices: string[] = Object.values(DEFAULT_VOICE_BY_GENDER);
  for (const engine of OFFLINE_ENGINES) {
    if (voices.some((id) => local.catalogue[id]?.engine === engine)) continue;
    const first = Object.keys(local.catalogue).find((id) => local.catalogue[id]!.engine === engine);
    if (first) voices.push(first);
  }
  return voices;
}

/**
 * Each voice says the sentence once on each engine thread, through the same path as a user's
 * recording (pieces, trimming, joining): the calls of one voice are queued together, so each idle
 * thread takes one. Flite is instantiated in every thread, and the hot loops (resampling, the
 * WAV's parsing) run there before a user needs them. The first voice's recording (WAV) is returned,
 * for the mix's warm-up.
 */
export async function warmSpeech(
  ffmpegPath: string,
  local: LocalProvider,
  voices: readonly string[],
  workers: { threads: number; neural: number },
): Promise<Buffer> {
  const recordings: Buffer[] = [];
  for (const catalogueId of voices) {
    const said = await Promise.all(
      // At least once: beside the neural voice no thread is started ahead, and a voice of another engine starts one.
      Array.from(
        { length: Math.max(1, local.catalogue[catalogueId]?.engine === 'kokoro' ? workers.neural : workers.threads) },
        () =>
          renderSpeech(ffmpegPath, {
            provider: local,
            voice: { catalogueId },
            settings: { rate: 0, pitch: 0 },
            script: SENTENCE,
            pauseSeconds: null,
            format: 'wav',
          }),
      ),
    );
    recordings.push(said[0]!.audio);
  }
  return recordings[0]!;
}
