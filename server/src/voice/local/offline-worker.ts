import { parentPort } from 'node:worker_threads';
import { parseWav, resample, SPEECH_SAMPLE_RATE } from '../../audio/pcm.js';
import { runFliteWasi } from './flite-wasi.mjs';

/**
 * One Flite synthesizer per worker thread (flite-pool.ts): it speaks, and its WAV is brought to
 * the engines' common rate here too, so none of a voice's sample work runs on the event loop.
 */
export interface FliteRequest {
  args: string[];
  /** The offline voice's "size" (local-voices.ts): resampling by it moves pitch and formants. */
  pitchFactor: number;
}

parentPort?.on('message', ({ id, request }: { id: number; request: FliteRequest }) => {
  runFliteWasi(request.args)
    .then((wav) => {
      const pcm = resample(
        parseWav(Buffer.from(wav.buffer, wav.byteOffset, wav.length)),
        SPEECH_SAMPLE_RATE,
        request.pitchFactor,
      );
      parentPort!.postMessage({ id, result: pcm.samples }, [pcm.samples.buffer as ArrayBuffer]);
    })
    .catch((error: unknown) => {
      parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    });
});
