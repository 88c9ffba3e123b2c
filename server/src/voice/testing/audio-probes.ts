import { runFfmpeg } from '../../process/run-ffmpeg.js';

/** Silences of at least `minSeconds` below -40 dB, as ffmpeg's silencedetect reports them. */
export async function detectSilences(ffmpegPath: string, mp3: Buffer, minSeconds = 0.3): Promise<number[]> {
  const { stderr } = await runFfmpeg(
    ffmpegPath,
    ['-i', 'pipe:0', '-af', `silencedetect=noise=-40dB:d=${minSeconds}`, '-f', 'null', '-'],
    { input: mp3 },
  );
  return [...stderr.matchAll(/silence_duration: ([\d.]+)/g)].map((m) => Number(m[1]));
}
