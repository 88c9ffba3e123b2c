import { describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { decodeSpeechPcm } from '../process/decode-speech.js';
import { SPEECH_SAMPLE_RATE } from './pcm.js';
import { runFfmpeg } from '../process/run-ffmpeg.js';
import { floats } from '../process/decode.js';
import { resampleSinc } from './resample-sinc.js';
import { equaliseVoice, masterVoice } from './master-voice.js';
import { SAMPLE_RATE, VOICE_EQ } from './mastering.js';
import { speechLikeVoice } from '../testing/mix-test-audio.js';

// The voice's resampling and EQ run in-process (record 084); ffmpeg's aresample, highpass and
// equalizer filters with the same settings are the instrument they are held to.
const ffmpeg = (await resolveFfmpeg()).path;

/** VOICE_EQ as ffmpeg's filters. */
const ffmpegEq = VOICE_EQ.map((f) =>
  f.type === 'highpass'
    ? `highpass=f=${f.hz}:width_type=q:w=${f.q}`
    : `equalizer=f=${f.hz}:t=o:w=${f.octaves}:g=${f.gainDb}`,
);

describe("the voice's resampling and EQ", () => {
  it("match ffmpeg's biquads, then its aresample, within -50 dB on a recording at the engines' rate", async () => {
    const voice = await speechLikeVoice(ffmpeg, { bursts: 4, burstSeconds: 2, pauseSeconds: 0.5 });
    const rate = String(SPEECH_SAMPLE_RATE);
    const speech = (await decodeSpeechPcm(ffmpeg, voice)).samples;
    const filters = [...ffmpegEq, `aresample=${SAMPLE_RATE}`].join(',');
    const reference = floats(
      (
        await runFfmpeg(
          ffmpeg,
          ['-f', 's16le', '-ar', rate, '-ac', '1', '-i', 'pipe:0', '-af', filters, '-f', 'f32le', 'pipe:1'],
          { input: Buffer.from(speech.buffer, speech.byteOffset, speech.byteLength) },
        )
      ).stdout,
    );
    const mine = resampleSinc(equaliseVoice(speech, SPEECH_SAMPLE_RATE), SPEECH_SAMPLE_RATE, SAMPLE_RATE);
    expect(Math.abs(mine.length - reference.length)).toBeLessThanOrEqual(1);
    let signal = 0;
    let error = 0;
    for (let i = 0; i < Math.min(mine.length, reference.length); i++) {
      signal += reference[i]! ** 2;
      error += (mine[i]! - reference[i]!) ** 2;
    }
    const errorDb = 10 * Math.log10(error / signal);
    console.log(`in-process voice EQ against ffmpeg: ${errorDb.toFixed(1)} dB`);
    expect(errorDb).toBeLessThan(-50);
  });
});

describe("the mastered voice's 16-bit copy (the re-mix cache)", () => {
  it('is every sample rounded to the nearest step, clipped at full scale', async () => {
    const voice = await speechLikeVoice(ffmpeg, { bursts: 2, burstSeconds: 1, pauseSeconds: 0.5 });
    const speech = (await decodeSpeechPcm(ffmpeg, voice)).samples;
    const mastered = masterVoice({ speech, sampleRate: SPEECH_SAMPLE_RATE, withInt16: true });
    const ints = new Int16Array(mastered.int16!.buffer);
    expect(ints).toHaveLength(mastered.samples.length);
    mastered.samples.forEach((sample, i) => {
      const expected = Math.max(-32768, Math.min(32767, Math.round(sample * 32768)));
      if (ints[i] !== expected) expect({ i, sample, int: ints[i] }).toEqual({ i, sample, int: expected });
    });
  });
});
