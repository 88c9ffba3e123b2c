import { pcmBytes, SPEECH_SAMPLE_RATE, type Pcm } from '../dsp/pcm.js';
import { pipeFfmpeg } from '../process/run-ffmpeg.js';
import { PREVIEW_MP3, speakScript, type RenderedSpeech, type RenderRequest } from './render-speech.js';

/**
 * A preview spoken and encoded as it goes (record 130): its pieces are spoken in order, each passed
 * to one MP3 encoder as soon as it is ready, and the encoder's frames to `onAudio` as they come. So
 * the first words can be heard while the rest is still being spoken. `onFirstSound` is called once
 * the first part that is not silence has gone to the encoder. The result is the whole MP3, the same
 * file a preview made in one go would be, for the speech cache and the store.
 */
export async function streamSpeech(
  ffmpegPath: string,
  request: RenderRequest,
  onAudio: (chunk: Uint8Array) => void,
  onFirstSound: () => void,
): Promise<RenderedSpeech> {
  const frames: Buffer[] = [];
  // Started before the first piece is spoken: its start-up overlaps the synthesis.
  // Its input is not analysed (ffmpeg would read 5 s of it before its first frame), and each frame
  // is written once made.
  const { input, output } = PREVIEW_MP3;
  const args = ['-analyzeduration', '0', '-probesize', '32', ...input, '-flush_packets', '1', ...output];
  const encoder = pipeFfmpeg(ffmpegPath, args, (chunk) => {
    frames.push(Buffer.from(chunk));
    onAudio(chunk);
  });
  // A failure is reported once the speech is done (or has failed first), never as an unhandled rejection.
  const encoded = encoder.done.then(
    () => null,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
  let samples = 0;
  let heard = false;
  const encode = (pcm: Pcm) => {
    samples += pcm.samples.length;
    encoder.write(pcmBytes(pcm));
    if (!heard && pcm.samples.some((sample) => sample !== 0)) {
      heard = true;
      onFirstSound();
    }
  };
  try {
    await speakScript(ffmpegPath, request, encode);
  } catch (error) {
    encoder.kill();
    throw error;
  }
  encoder.end();
  const failure = await encoded;
  if (failure) throw failure;
  return { audio: Buffer.concat(frames), format: 'mp3', durationSeconds: samples / SPEECH_SAMPLE_RATE };
}
