import { parseWav, resample, silence, SPEECH_SAMPLE_RATE, type Pcm } from '../../dsp/pcm.js';
import { resamplePcmSinc } from '../../dsp/resample-sinc.js';
import { speakPico, speakRhvoice, type PicoCall, type RhvoiceCall } from './engine-processes.js';
import { answerRequests } from '../../process/pool-worker.js';
import { runFliteWasi } from './flite-wasi.mjs';
import { rhvoiceSpeakerBinary, speakWithSpeaker } from './rhvoice-speaker.js';
import type { KokoroCall } from './neural/kokoro-model.js';

/**
 * One offline synthesis per worker thread at a time (offline-pool.ts): Flite in-process, RHVoice
 * and Pico as processes started from here. The WAV is brought to the engines' common rate here
 * too, so none of a voice's sample work runs on the event loop. The neural voice runs in processes
 * of its own (neural/neural-speaker.ts).
 */
export interface FliteCall {
  engine: 'flite';
  args: string[];
  /** The Flite voice's "size" (local-voices.ts): resampling by it moves pitch and formants. */
  pitchFactor: number;
}

export type EngineCall = FliteCall | KokoroCall | RhvoiceCall | PicoCall;
/** The calls a thread of this pool speaks: all but the neural voice's. */
export type ThreadCall = Exclude<EngineCall, KokoroCall>;

/** RHVoice's long-lived speaker where it is compiled (record 125), else RHVoice-test per piece. */
const speaker = rhvoiceSpeakerBinary();

async function speak(call: ThreadCall): Promise<Pcm> {
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
      return atSpeechRate(speaker ? await speakWithSpeaker(speaker, call) : wavPcm(await speakRhvoice(call)));
    case 'pico':
      // Pico speaks at 16 kHz: a band-limited change of rate, no pitch change, no imaging.
      return atSpeechRate(wavPcm(await speakPico(call)));
  }
}

const wavPcm = (wav: Buffer | null): Pcm | null => wav && parseWav(wav);

/** An engine's speech at the common rate; nothing said is no samples (render-speech.ts refuses a script that says nothing). */
function atSpeechRate(pcm: Pcm | null): Pcm {
  return pcm ? resamplePcmSinc(pcm, SPEECH_SAMPLE_RATE) : silence(0, SPEECH_SAMPLE_RATE);
}

answerRequests<ThreadCall>(async (call) => {
  const pcm = await speak(call);
  // A buffer of its own, so it moves to the main thread without a copy.
  const samples =
    pcm.samples.byteOffset === 0 && pcm.samples.length === pcm.samples.buffer.byteLength / 2
      ? pcm.samples
      : pcm.samples.slice();
  return { result: samples, transfer: [samples.buffer as ArrayBuffer] };
});
