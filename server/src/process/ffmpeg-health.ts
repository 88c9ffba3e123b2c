import { runFfmpeg } from './run-ffmpeg.js';

/**
 * Can ffmpeg do the work, not just print its version (decisions 038)? Encodes a tenth of a second
 * of tone to MP3 as the pipeline does (PCM on stdin, libmp3lame). Answers are kept briefly, so the
 * health check and a burst of failed decodes share one probe instead of each starting ffmpeg.
 */
const KEEP_MS = 30_000;
const answers = new Map<string, { at: number; works: Promise<boolean> }>();

export function canEncode(ffmpegPath: string): Promise<boolean> {
  const kept = answers.get(ffmpegPath);
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.works;
  const works = probeEncode(ffmpegPath);
  answers.set(ffmpegPath, { at: Date.now(), works });
  return works;
}

async function probeEncode(ffmpegPath: string): Promise<boolean> {
  const rate = 24_000;
  const tone = Buffer.alloc((rate / 10) * 2);
  for (let i = 0; i < rate / 10; i++)
    tone.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  try {
    const args = ['-f', 's16le', '-ar', String(rate), '-ac', '1', '-i', 'pipe:0', '-c:a', 'libmp3lame', '-b:a', '128k'];
    const { stdout } = await runFfmpeg(ffmpegPath, [...args, '-f', 'mp3', 'pipe:1'], { input: tone });
    return stdout.length > 0;
  } catch {
    return false;
  }
}
