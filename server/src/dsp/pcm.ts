/**
 * Mono 16-bit PCM in memory: the one format every speech engine's output is turned into before
 * chunks and pauses are joined. Plain typed arrays keep joining exact (a pause is exactly N samples).
 */
export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

/** The rate every engine's speech is brought to before joining. */
export const SPEECH_SAMPLE_RATE = 24_000;

/** Fade length at every joint: long enough to remove a click, far too short to hear. */
const JOIN_FADE_SECONDS = 0.008;

export function durationSeconds(pcm: Pcm): number {
  return pcm.samples.length / pcm.sampleRate;
}

export function silence(seconds: number, sampleRate: number): Pcm {
  return { samples: new Int16Array(Math.round(seconds * sampleRate)), sampleRate };
}

/** Reads a RIFF/WAVE file of 16-bit PCM (first channel). Throws on anything else. */
export function parseWav(buffer: Buffer): Pcm {
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  let channels = 1;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (buffer.readUInt16LE(body + 14) !== 16) throw new Error('WAV is not 16-bit');
      channels = buffer.readUInt16LE(body + 2);
      sampleRate = buffer.readUInt32LE(body + 4);
    } else if (id === 'data') {
      const end = Math.min(buffer.length, body + size);
      if (channels === 1) return pcmFromBytes(buffer.subarray(body, end), sampleRate);
      const frames = Math.floor((end - body) / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = buffer.readInt16LE(body + i * 2 * channels);
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV has no data');
}

/**
 * Resamples by linear interpolation. `pitchFactor` > 1 also plays the audio back faster and higher,
 * which moves pitch and formants together: the offline voices use it to change a speaker's size.
 */
export function resample(pcm: Pcm, targetRate: number, pitchFactor = 1): Pcm {
  const step = (pcm.sampleRate * pitchFactor) / targetRate;
  if (step === 1) return { samples: pcm.samples, sampleRate: targetRate };
  const input = step > 1 ? lowPass(pcm.samples, step) : pcm.samples;
  const length = Math.floor(input.length / step);
  const out = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const pos = i * step;
    const j = Math.floor(pos);
    const frac = pos - j;
    const a = input[j] ?? 0;
    const b = input[j + 1] ?? a;
    out[i] = Math.round(a + (b - a) * frac);
  }
  return { samples: out, sampleRate: targetRate };
}

/** A moving average as wide as the decimation step, so shifting a voice up does not alias. */
function lowPass(samples: Int16Array, step: number): Int16Array {
  const width = Math.max(1, Math.round(step));
  if (width === 1) return samples;
  const out = new Int16Array(samples.length);
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    sum += samples[i]!;
    if (i >= width) sum -= samples[i - width]!;
    out[i] = Math.round(sum / Math.min(i + 1, width));
  }
  return out;
}

/** Fades both ends of a chunk in place, so no joint starts or stops on a non-zero sample. */
function fadeEdges(samples: Int16Array, sampleRate: number): void {
  const n = Math.min(Math.round(JOIN_FADE_SECONDS * sampleRate), Math.floor(samples.length / 2));
  for (let i = 0; i < n; i++) {
    const gain = i / n;
    samples[i] = Math.round(samples[i]! * gain);
    samples[samples.length - 1 - i] = Math.round(samples[samples.length - 1 - i]! * gain);
  }
}

/** Joins chunks of one sample rate end to end with a click-free fade at every joint. */
export function joinPcm(parts: Pcm[], sampleRate: number): Pcm {
  const total = parts.reduce((n, p) => n + p.samples.length, 0);
  const out = new Int16Array(total);
  let offset = 0;
  for (const part of parts) {
    if (part.sampleRate !== sampleRate)
      throw new Error(`cannot join ${part.sampleRate} Hz audio into ${sampleRate} Hz`);
    // Copied into place and faded there: Int16Array.from walks a typed array by its iterator, one
    // sample at a time, which made this join tens of milliseconds of the event loop per message.
    out.set(part.samples, offset);
    fadeEdges(out.subarray(offset, offset + part.samples.length), sampleRate);
    offset += part.samples.length;
  }
  return { samples: out, sampleRate };
}

/** Little-endian bytes of the samples, as ffmpeg's `-f s16le` reads them. */
export function pcmBytes(pcm: Pcm): Buffer {
  return Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
}

/** A RIFF/WAVE file of the samples: 16-bit mono, a 44-byte header before them. */
export function wavBytes(pcm: Pcm): Buffer {
  const data = pcmBytes(pcm);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16); // the fmt chunk's size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(pcm.sampleRate, 24);
  header.writeUInt32LE(pcm.sampleRate * 2, 28); // bytes a second
  header.writeUInt16LE(2, 32); // bytes a frame
  header.writeUInt16LE(16, 34); // bits a sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * 16-bit little-endian samples as an array with a buffer of its own (one copy of the bytes; the
 * platforms Node runs on here are little-endian), which can move to a worker without another copy.
 */
export function pcmFromBytes(bytes: Uint8Array, sampleRate: number): Pcm {
  const start = bytes.byteOffset;
  return { samples: new Int16Array(bytes.buffer.slice(start, start + (bytes.length & ~1))), sampleRate };
}
