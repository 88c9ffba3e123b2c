import { describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { runFfmpeg } from '../process/run-ffmpeg.js';
import { compress } from './compressor.js';
import { decodeMono, floats } from '../process/decode.js';
import { SAMPLE_RATE, VOICE_COMPRESSOR } from './mastering.js';
import { speechLikeVoice } from '../testing/mix-test-audio.js';

// The in-process compressor against ffmpeg's acompressor with the same settings, on the same samples.
const ffmpeg = (await resolveFfmpeg()).path;

async function ffmpegCompressed(samples: Float32Array, gainDb: number): Promise<Float32Array> {
  const c = VOICE_COMPRESSOR;
  const filter = `volume=${gainDb}dB,acompressor=threshold=${c.thresholdDb}dB:ratio=${c.ratio}:attack=${c.attackMs}:release=${c.releaseMs}:knee=${c.knee}`;
  const input = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const format = ['-f', 'f32le', '-ar', String(SAMPLE_RATE), '-ac', '1'];
  const { stdout } = await runFfmpeg(ffmpeg, [...format, '-i', 'pipe:0', '-af', filter, ...format, 'pipe:1'], {
    input,
  });
  return floats(stdout);
}

describe('the voice compressor', () => {
  it("matches ffmpeg's acompressor sample for sample on speech, below, around and above its threshold", async () => {
    const voice = await speechLikeVoice(ffmpeg, { bursts: 4, burstSeconds: 2, pauseSeconds: 0.5 });
    const { samples } = await decodeMono({ ffmpegPath: ffmpeg }, { bytes: voice }, false);
    for (const gainDb of [-20, 0, 12]) {
      const reference = await ffmpegCompressed(samples, gainDb);
      const mine = Float32Array.from(samples);
      compress(mine, 10 ** (gainDb / 20), VOICE_COMPRESSOR, SAMPLE_RATE);
      expect(reference.length).toBe(mine.length);
      let worst = 0;
      for (let i = 0; i < mine.length; i++) worst = Math.max(worst, Math.abs(mine[i]! - reference[i]!));
      expect(worst, `${gainDb} dB`).toBeLessThan(1e-4);
    }
  });
});
