import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Audio that ffmpeg synthesises from a lavfi source (`sine=…`, `aevalsrc=…`), encoded as a
 * 128 kb/s MP3 (or another `bitrate`; with `wav`, 16-bit PCM), with any extra output options
 * (`-ac 1`, `-af …`).
 */
export async function synthesizedAudio(
  ffmpeg: string,
  source: string,
  {
    format = 'mp3',
    options = [],
    bitrate = '128k',
  }: { format?: 'mp3' | 'wav'; options?: string[]; bitrate?: string } = {},
): Promise<Buffer> {
  const codec = format === 'mp3' ? ['-c:a', 'libmp3lame', '-b:a', bitrate] : ['-c:a', 'pcm_s16le'];
  const { stdout } = await run(
    ffmpeg,
    ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', source, ...options, ...codec, '-f', format, 'pipe:1'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
  );
  return stdout;
}

/**
 * A few seconds of a soft 220 Hz tone made by ffmpeg, encoded as the format asked for. It is below
 * the telephone band: an admin's upload of it is held (record 106); `lineToneFile` is one that is not.
 */
export function toneFile(ffmpeg: string, format: 'mp3' | 'wav', seconds = 3, frequency = 220): Promise<Buffer> {
  return synthesizedAudio(ffmpeg, `sine=frequency=${frequency}:duration=${seconds},volume=0.3`, {
    format,
    options: ['-ar', '44100', '-ac', '2'],
  });
}

/** A soft 660 Hz tone as an MP3: a phone line carries it whole, so an admin's upload of it goes live at once. */
export function lineToneFile(ffmpeg: string, seconds = 3): Promise<Buffer> {
  return toneFile(ffmpeg, 'mp3', seconds, 660);
}

/**
 * Music mastered for loudspeakers, its weight in the bass: 80 and 160 Hz under a faint 900 Hz
 * tune, as an MP3. A phone line takes about 20 dB of it away, so an admin's upload of it is held.
 */
export function bassHeavyFile(ffmpeg: string, seconds = 5): Promise<Buffer> {
  return synthesizedAudio(
    ffmpeg,
    `aevalsrc='0.3*sin(2*PI*80*t)+0.2*sin(2*PI*160*t)+0.03*sin(2*PI*900*t)':s=44100:d=${seconds}`,
  );
}

/** ffprobe's reading of a file's one audio stream; `raw` goes before the file (`-f g722 -ar 16000` for a headerless one). */
export async function probeAudioFile(file: string, raw: readonly string[] = []) {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    ...raw,
    '-show_entries',
    'stream=codec_name,sample_rate,channels:format=format_name,duration',
    '-of',
    'json',
    file,
  ]);
  const parsed = JSON.parse(stdout) as {
    streams: { codec_name: string; sample_rate: string; channels: number }[];
    format: { format_name: string; duration: string };
  };
  const [stream] = parsed.streams;
  return {
    format: parsed.format.format_name,
    codec: stream!.codec_name,
    rate: Number(stream!.sample_rate),
    channels: stream!.channels,
    seconds: Number(parsed.format.duration),
  };
}
