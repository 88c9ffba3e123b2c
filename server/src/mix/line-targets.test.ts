import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { builtInTrackPath } from '../music/built-in-tracks.js';
import { createLocalProvider } from '../voice/local/local-provider.js';
import { renderSpeech } from '../voice/render-speech.js';
import { measureMixOnLine } from './line-measurement.js';
import { VOICE_TARGET_LUFS } from '../dsp/mastering.js';
import type { MixEnv } from './mix-env.js';
import { recordingFromFile } from './voice-analysis.js';
import { SUITE_ENGINES } from '../testing/suite-engines.js';

/**
 * The telephone master's targets (issue 10, docs/decisions/040), measured on the real MP3 passed
 * through a simulated G.711 call: real offline voices, the heaviest of them in the bass (the
 * British female voice, nine tenths of its raw energy below 300 Hz), over the default track.
 */
const SCRIPT =
  'Thank you for calling Bright Smile Dental, where healthy smiles are our passion. Your call is important to us, ' +
  'and a member of our friendly team will be with you shortly.\n\nDid you know we now offer evening and Saturday ' +
  'appointments for busy families? Ask about our gentle whitening treatments.';
const VOICES = { male: 'en-US-ken', female: 'en-GB-hazel' } as const;
const TRACK = { id: 'corporate-upbeat', file: builtInTrackPath('corporate-upbeat')! };

let env: MixEnv;
const voiceFile = (gender: keyof typeof VOICES) => path.join(env.dataDir, `${gender}.mp3`);

beforeAll(async () => {
  const ffmpegPath = (await resolveFfmpeg(process.env.FFMPEG_PATH)).path;
  env = { dataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'avs-line-')), ffmpegPath };
  const provider = createLocalProvider(SUITE_ENGINES);
  for (const [gender, id] of Object.entries(VOICES)) {
    const speech = await renderSpeech(ffmpegPath, {
      provider,
      voice: { catalogueId: id },
      settings: { rate: 0, pitch: 0 },
      script: SCRIPT,
      pauseSeconds: 1,
    });
    await fs.writeFile(voiceFile(gender as keyof typeof VOICES), speech.audio);
  }
});
afterAll(() => fs.rm(env.dataDir, { recursive: true, force: true }));

describe.each(Object.keys(VOICES) as (keyof typeof VOICES)[])('the %s offline voice on a G.711 line', (gender) => {
  it('at the default volume: loses at most 2.5 LU, the intro music sits 10-20 dB under the voice, STOI >= 0.90', async () => {
    const figures = await measureMixOnLine(
      env,
      { voice: recordingFromFile(voiceFile(gender)), music: TRACK, volume: 15 },
      'landline',
    );
    console.log(`${gender}, volume 15:`, figures);
    // The file's own bars hold: loudness target and true-peak ceiling.
    expect(Math.abs(figures.fileLufs - VOICE_TARGET_LUFS)).toBeLessThanOrEqual(1);
    expect(figures.fileTruePeakDbtp).toBeLessThan(-1);
    expect(figures.lineLossLu).toBeLessThanOrEqual(2.5);
    expect(figures.musicToVoiceLineDb).toBeGreaterThanOrEqual(-20);
    expect(figures.musicToVoiceLineDb).toBeLessThanOrEqual(-10);
    expect(figures.stoi).toBeGreaterThanOrEqual(0.9);
  });

  it('at volume 100: the music within 4 dB of the voice on the line, and the loss still at most 2.5 LU', async () => {
    const figures = await measureMixOnLine(
      env,
      { voice: recordingFromFile(voiceFile(gender)), music: TRACK, volume: 100 },
      'landline',
    );
    console.log(`${gender}, volume 100:`, figures);
    expect(Math.abs(figures.musicToVoiceLineDb)).toBeLessThanOrEqual(4);
    expect(figures.lineLossLu).toBeLessThanOrEqual(2.5);
    expect(figures.fileTruePeakDbtp).toBeLessThan(-1);
  });
});

describe('the voice alone on a mobile (GSM 06.10) line', () => {
  // The targets are G.711's; GSM's coding noise costs a little more, so its bar is 3 LU.
  it('keeps its loudness within 3 LU and stays intelligible (STOI against the clean voice on the line)', async () => {
    const figures = await measureMixOnLine(
      env,
      { voice: recordingFromFile(voiceFile('female')), music: null, volume: 15 },
      'mobile',
    );
    console.log('female alone, GSM:', figures);
    expect(figures.musicToVoiceLineDb).toBe(-Infinity);
    expect(figures.lineLossLu).toBeLessThanOrEqual(3);
    expect(figures.stoi).toBeGreaterThanOrEqual(0.9);
  });
});
