import { parentPort } from 'node:worker_threads';
import { parseWav, resample, SPEECH_SAMPLE_RATE, type Pcm } from '../../audio/pcm.js';
import { resampleSinc } from '../../audio/resample-sinc.js';
import { speakPico, speakRhvoice, type PicoCall, type RhvoiceCall } from './engine-processes.js';
import { runFliteWasi } from './flite-wasi.mjs';

/**
 * One offline synthesis per worker thread at a time (offline-pool.ts): Flite in-process, RHVoice
 * and Pico as processes started from here. The WAV is brought to the engines' common rate here
 * too, so none of a voice's sample work runs on the event loop.
 */
export interface FliteCall {
  engine: 'flite';
  args: string[];
  /** The Flite voice's "size" (local-voices.ts): resampling by it moves pitch and formants. */
  pitchFactor: number;
}

export type EngineCall = FliteCall | RhvoiceCall | PicoCall;

/** A band-limited change of rate (Pico speaks at 16 kHz): no pitch change, no imaging. */
function toSpeechRate(pcm: Pcm): Pcm {
  if (pcm.sampleRate === SPEECH_SAMPLE_RATE) return pcm;
  const input = Float32Array.from(pcm.samples);
  const out = resampleSinc(input, pcm.sampleRate, SPEECH_SAMPLE_RATE);
  const samples = new Int16Array(out.length);
  for (let i = 0; i < out.length; i++) samples[i] = Math.max(-32768, Math.min(32767, Math.round(out[i]!)));
  return { samples, sampleRate: SPEECH_SAMPLE_RATE };
}

async function speak(call: EngineCall): Promise<Pcm> {
  switch (call.engine) {
    case 'flite': {
      const wav = await runFliteWasi(call.args);
      return resample(
        parseWav(Buffer.from(wav.buffer, wav.byteOffset, wav.length)),
        SPEECH_SAMPLE_RATE,
        call.pitchFactor,
      );
    }
    case 'rhvoice':
      return toSpeechRate(parseWav(await speakRhvoice(call)));
    case 'pico':
      return toSpeechRate(parseWav(await speakPico(call)));
  }
}

parentPort?.on('message', ({ id, request }: { id: number; request: EngineCall }) => {
  speak(request)
    .then((pcm) => {
      // A buffer of its own, so it moves to the main thread without a copy.
      const samples =
        pcm.samples.byteOffset === 0 && pcm.samples.length === pcm.samples.buffer.byteLength / 2
          ? pcm.samples
          : pcm.samples.slice();
      parentPort!.postMessage({ id, result: samples }, [samples.buffer as ArrayBuffer]);
    })
    .catch((error: unknown) => {
      parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    });
});
