import { pcmFromBytes, SPEECH_SAMPLE_RATE, type Pcm } from '../dsp/pcm.js';
import { runFfmpeg } from './run-ffmpeg.js';

/** Any audio ffmpeg reads, as mono 16-bit PCM at the engines' common rate. */
export async function decodeSpeechPcm(ffmpegPath: string, audio: Buffer): Promise<Pcm> {
  const args = ['-i', 'pipe:0', '-ac', '1', '-ar', String(SPEECH_SAMPLE_RATE), '-f', 's16le', 'pipe:1'];
  const { stdout } = await runFfmpeg(ffmpegPath, args, { input: audio });
  return pcmFromBytes(stdout, SPEECH_SAMPLE_RATE);
}
