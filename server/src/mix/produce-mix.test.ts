import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSilences, measureLoudness, probeFormat } from '../process/measure.js';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { runFfmpeg } from '../process/run-ffmpeg.js';
import { builtInTrackPath } from '../music/built-in-tracks.js';
import { findSpeech } from '../dsp/envelope.js';
import { ANNOUNCEMENT_FRAME } from '#common/music-frame.js';
import { DUCK_DB, SAMPLE_RATE, VOICE_TARGET_LUFS } from '../dsp/mastering.js';

const { introSeconds: INTRO_SECONDS, outroSeconds: OUTRO_SECONDS } = ANNOUNCEMENT_FRAME;
import { produceMix, type MixRequest } from './produce-mix.js';
import { recordingFromFile, type VoiceRecording } from './voice-analysis.js';
import {
  decodeFile,
  speechLikeVoice,
  toneLevelDb,
  toneTrack,
  voiceSeconds,
  type VoiceShape,
} from '../testing/mix-test-audio.js';

// Every number here is measured on the MP3 the mixer wrote, with ffmpeg (ebur128 peak=true for loudness and true peak).
const PARAGRAPHS: VoiceShape = { bursts: 3, burstSeconds: 4, pauseSeconds: 1.75 };
/** The voice file's decoded length: 15.5 s plus the encoder's padding, as with every MP3 voice. */
let V: number;
let longV: number;

let ffmpeg: string;
let dir: string;
const file = (name: string) => path.join(dir, name);
const jazz = { id: 'soft-jazz', file: builtInTrackPath('soft-jazz')! };
const tone = () => ({ id: 'tone', file: file('tone.mp3') });

/** One recording per test file, as the product has one per voice: its analysis is made once. */
const recordings = new Map<string, VoiceRecording>();
const recording = (name: string) =>
  recordings.get(name) ?? recordings.set(name, recordingFromFile(file(name))).get(name)!;

async function mix(name: string, request: Omit<MixRequest, 'voice'> & { voice?: string }) {
  const out = file(`${name}.mp3`);
  const produced = await produceMix(
    { dataDir: dir, ffmpegPath: ffmpeg },
    { ...request, voice: recording(request.voice ?? 'voice.wav') },
    out,
  );
  return { out, produced, input: ['-i', out] };
}

beforeAll(async () => {
  ffmpeg = (await resolveFfmpeg(process.env.FFMPEG_PATH)).path;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-mix-'));
  const [voice, quiet, peaky, long, toneMp3] = await Promise.all([
    speechLikeVoice(ffmpeg, PARAGRAPHS),
    speechLikeVoice(ffmpeg, { ...PARAGRAPHS, amplitude: 0.03 }),
    speechLikeVoice(ffmpeg, { ...PARAGRAPHS, amplitude: 0.9, clicks: true }),
    speechLikeVoice(ffmpeg, { bursts: 20, burstSeconds: 3.25, pauseSeconds: 1.75 }),
    toneTrack(ffmpeg, 40),
  ]);
  await Promise.all([
    fs.writeFile(file('voice.wav'), voice),
    fs.writeFile(file('quiet.wav'), quiet),
    fs.writeFile(file('peaky.wav'), peaky),
    fs.writeFile(file('long.wav'), long),
    fs.writeFile(file('tone.mp3'), toneMp3),
    runFfmpeg(ffmpeg, ['-i', jazz.file, '-t', '20', '-c', 'copy', '-y', file('jazz-20s.mp3')]),
  ]);
  V = (await decodeFile(ffmpeg, file('voice.wav'))).length / SAMPLE_RATE;
  longV = (await decodeFile(ffmpeg, file('long.wav'))).length / SAMPLE_RATE;
  expect(V).toBeCloseTo(voiceSeconds(PARAGRAPHS), 1);
  expect(longV).toBeCloseTo(voiceSeconds({ bursts: 20, burstSeconds: 3.25, pauseSeconds: 1.75 }), 1);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('the speech finder', () => {
  it('finds the three paragraphs of the test voice, and bridges pauses shorter than 0.7 s', async () => {
    const samples = await decodeFile(ffmpeg, file('voice.wav'));
    const spans = findSpeech(samples, SAMPLE_RATE, -20);
    expect(spans).toHaveLength(3);
    for (const [i, [start, end]] of spans.entries()) {
      expect(start).toBeCloseTo(i * 5.75, 1);
      expect(end).toBeCloseTo(i * 5.75 + 4, 1);
    }
    const close = new Float32Array(SAMPLE_RATE * 3).fill(0.1);
    close.fill(0, SAMPLE_RATE, SAMPLE_RATE * 1.5);
    expect(findSpeech(close, SAMPLE_RATE, -20)).toEqual([[0, 3]]);
  });
});

describe('a mix over a built-in track at the default volume', () => {
  it('is a 128 kb/s CBR mono MP3 at 44.1 kHz: intro, the voice, outro; at the loudness target without clipping', async () => {
    const { out, input, produced } = await mix('default', { music: jazz, volume: 15 });
    const format = await probeFormat(ffmpeg, out);
    expect(format).toMatchObject({ container: 'mp3', codec: 'mp3', sampleRate: 44100, channels: 1, bitrateKbps: 128 });
    const expected = INTRO_SECONDS + V + OUTRO_SECONDS;
    expect(produced.durationSeconds).toBeCloseTo(expected, 2);
    // The header's duration counts whole MP3 frames (26 ms each); the decoded samples are exact.
    expect(Math.abs(format.durationSeconds - expected)).toBeLessThan(0.06);
    expect((await decodeFile(ffmpeg, out)).length / SAMPLE_RATE).toBeCloseTo(expected, 2);
    // Constant bitrate: 16 000 bytes a second, whatever the content.
    expect(Math.abs((await fs.stat(out)).size / expected - 16_000)).toBeLessThan(400);
    const loudness = await measureLoudness(ffmpeg, input);
    console.log(
      `default mix: ${loudness.integratedLufs} LUFS, true peak ${loudness.truePeakDbtp} dBTP`,
      produced.timings,
    );
    expect(Math.abs(loudness.integratedLufs - VOICE_TARGET_LUFS)).toBeLessThanOrEqual(1);
    expect(loudness.truePeakDbtp).toBeLessThan(-1);
  });
});

describe('a recording made before voices were kept as WAV (an MP3)', () => {
  it('mixes as the WAV of the same voice does: same length and loudness', async () => {
    await runFfmpeg(ffmpeg, [
      '-i',
      file('voice.wav'),
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      '-y',
      file('old-voice.mp3'),
    ]);
    const wav = await mix('from-wav', { voice: 'voice.wav', music: null, volume: 15 });
    const mp3 = await mix('from-mp3', { voice: 'old-voice.mp3', music: null, volume: 15 });
    expect(mp3.produced.durationSeconds).toBeCloseTo(wav.produced.durationSeconds, 1);
    expect(mp3.produced.voiceLoudnessLufs).toBeCloseTo(wav.produced.voiceLoudnessLufs, 0);
  });
});

describe('the voice alone (No Music)', () => {
  it('brings a normal, a very quiet and a peaky voice to the target with the true peak below -1 dBTP', async () => {
    for (const voice of ['voice.wav', 'quiet.wav', 'peaky.wav']) {
      const { out, input } = await mix(`none-${voice}`, { voice, music: null, volume: 15 });
      expect((await decodeFile(ffmpeg, out)).length / SAMPLE_RATE).toBeCloseTo(V, 2);
      const loudness = await measureLoudness(ffmpeg, input);
      console.log(`${voice} alone: ${loudness.integratedLufs} LUFS, true peak ${loudness.truePeakDbtp} dBTP`);
      // The peaky voice loses a little loudness to the limiter: its clicks carried some.
      expect(Math.abs(loudness.integratedLufs - VOICE_TARGET_LUFS)).toBeLessThanOrEqual(
        voice === 'peaky.wav' ? 1.5 : 0.5,
      );
      expect(loudness.truePeakDbtp).toBeLessThan(-1);
    }
  });
});

describe('ducking and the volume (a 220 Hz tone as the music, far from every harmonic of the voice)', () => {
  const underSpeech = [INTRO_SECONDS + 1, INTRO_SECONDS + 3] as const;
  const betweenParagraphs = [INTRO_SECONDS + 4.7, INTRO_SECONDS + 5.3] as const;
  const intro = [0.6, 1.5] as const;

  it('lowers the music by DUCK_DB under speech and brings it back up between paragraphs', async () => {
    const { out } = await mix('tone-100', { music: tone(), volume: 100 });
    const samples = await decodeFile(ffmpeg, out);
    const levels = {
      intro: toneLevelDb(samples, 220, ...intro),
      under: toneLevelDb(samples, 220, ...underSpeech),
      between: toneLevelDb(samples, 220, ...betweenParagraphs),
      underLast: toneLevelDb(samples, 220, INTRO_SECONDS + 12, INTRO_SECONDS + 15),
    };
    console.log('music level (dB):', levels);
    expect(levels.between - levels.under).toBeGreaterThan(DUCK_DB - 1.5);
    expect(levels.between - levels.under).toBeLessThan(DUCK_DB + 1.5);
    expect(Math.abs(levels.between - levels.intro)).toBeLessThan(1);
    expect(Math.abs(levels.underLast - levels.under)).toBeLessThan(1);
  });

  it('makes 100 as loud as the voice, 15 quieter by 20·log10(100/15) = 16.5 dB, and 0 silent', async () => {
    const [full, low, zero, none] = await Promise.all([
      mix('tone-v100', { music: tone(), volume: 100 }),
      mix('tone-v15', { music: tone(), volume: 15 }),
      mix('tone-v0', { music: tone(), volume: 0 }),
      mix('tone-none', { music: null, volume: 15 }),
    ]);
    const introOf = async (m: { out: string }) => toneLevelDb(await decodeFile(ffmpeg, m.out), 220, ...intro);
    const [l100, l15] = await Promise.all([introOf(full), introOf(low)]);
    console.log(
      `intro level: 100 -> ${l100.toFixed(2)} dB, 15 -> ${l15.toFixed(2)} dB, difference ${(l100 - l15).toFixed(2)} dB`,
    );
    expect(Math.abs(l100 - l15 - 20 * Math.log10(100 / 15))).toBeLessThan(0.5);

    // 100: the music alone (the intro, 0.6-1.6 s) measures the voice's target loudness.
    const introLoudness = await measureLoudness(ffmpeg, ['-ss', '0.6', '-t', '1', '-i', full.out]);
    expect(Math.abs(introLoudness.integratedLufs - VOICE_TARGET_LUFS)).toBeLessThan(1);

    // 0: the bed is digital silence, and the voice is mastered exactly as without music.
    const zeroSamples = await decodeFile(ffmpeg, zero.out);
    expect(Math.max(...zeroSamples.subarray(0, INTRO_SECONDS * SAMPLE_RATE - 2000).map(Math.abs))).toBe(0);
    const [zeroLoudness, noneLoudness] = await Promise.all([
      measureLoudness(ffmpeg, zero.input),
      measureLoudness(ffmpeg, none.input),
    ]);
    expect(Math.abs(zeroLoudness.integratedLufs - noneLoudness.integratedLufs)).toBeLessThan(0.3);
  });
});

describe('a long voice over a short track', () => {
  it('loops the track without a gap: a 98-second voice over 20 seconds of music', async () => {
    const { out, produced } = await mix('long', {
      voice: 'long.wav',
      music: { id: 'jazz-20s', file: file('jazz-20s.mp3') },
      volume: 50,
    });
    expect(produced.durationSeconds).toBeCloseTo(INTRO_SECONDS + longV + OUTRO_SECONDS, 2);
    // The fades aside, no 50 ms anywhere drops below -50 dBFS: the bed never stops.
    const body = ['-ss', '0.6', '-t', String(produced.durationSeconds - 3), '-i', out];
    expect(await findSilences(ffmpeg, body, -50, 0.05)).toEqual([]);
    // The loop joints (every ~20 s) are as loud as the music around them, in the pauses between paragraphs.
    const samples = await decodeFile(ffmpeg, out);
    const levels = Array.from({ length: 19 }, (_, i) => rms(samples, INTRO_SECONDS + i * 5 + 3.25 + 0.6, 0.6));
    console.log('music in each pause (dBFS):', levels.map((l) => l.toFixed(1)).join(' '));
    expect(Math.min(...levels)).toBeGreaterThan(Math.max(...levels) - 12);
  });
});

function rms(samples: Float32Array, from: number, seconds: number): number {
  let sum = 0;
  const start = Math.round(from * SAMPLE_RATE);
  const n = Math.round(seconds * SAMPLE_RATE);
  for (let i = start; i < start + n; i++) sum += samples[i]! ** 2;
  return 10 * Math.log10(sum / n);
}
