import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { VOICES } from '#common/voices.js';
import { BUILT_IN_TRACKS, builtInTrackPath } from '../../music/built-in-tracks.js';
import { resolveFfmpeg } from '../../process/ffmpeg-binary.js';
import { runFfmpeg } from '../../process/run-ffmpeg.js';
import { synthesizedAudio } from '../../testing/audio-fixtures.js';
import { createLocalProvider } from '../local/local-provider.js';
import { renderSpeech } from '../render-speech.js';
import { speechLikeWav } from '../testing/sample-wav.js';
import { analyseSample } from './analyse-sample.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { SUITE_ENGINES } from '../../testing/suite-engines.js';

/**
 * Issue 29, finding 7: a tone pulsed 4 times a second, pink noise gated at 4 Hz and 20 s of Light
 * Pop were accepted as voice samples. Each is refused in words that say what a good sample is, and
 * every catalogue voice read by the offline engines, and the tests' speech-like sample, still pass.
 */
const run = promisify(execFile);
let ffmpeg: string;
beforeAll(async () => {
  ffmpeg = (await resolveFfmpeg()).path;
});

const refusal = (sample: Buffer) =>
  analyseSample(ffmpeg, sample).then(
    () => 'accepted',
    (error: Error) => error.message,
  );

/** 20 s of a built-in track from 10 s in, as a user would cut it from the product's own audio. */
async function trackExcerpt(id: string): Promise<Buffer> {
  const { stdout } = await run(
    ffmpeg,
    ['-hide_banner', '-loglevel', 'error', '-ss', '10', '-t', '20', '-i', builtInTrackPath(id)!, '-f', 'mp3', 'pipe:1'],
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

describe('the clone sample check refuses what only comes and goes like a voice', () => {
  it.each([
    ['a 440 Hz tone pulsed 4 times a second', "sine=f=440:d=20,volume='0.5*gt(sin(2*PI*4*t),0)':eval=frame"],
    ['a 150 Hz tone swelling 4 times a second', "aevalsrc='0.5*sin(2*PI*150*t)*pow(sin(2*PI*4*t),2)':d=20"],
    ['pink noise gated at 4 Hz', "anoisesrc=color=pink:d=20:a=0.3,volume='gt(sin(2*PI*4*t),0)':eval=frame"],
  ])('refuses %s', async (_kind, source) => {
    expect(await refusal(await synthesizedAudio(ffmpeg, source))).toBe(messages.voice.sampleNotSpeech);
  });

  it.each(BUILT_IN_TRACKS.map((track) => track.id))('refuses 20 s of the built-in track %s', async (id) => {
    // Music that never swings like speech is refused as holding no speech; the rest as not a voice.
    expect(await refusal(await trackExcerpt(id))).toMatch(/does not sound like someone speaking|seconds of speech/);
  });

  it('says what a good sample is (spec §5: 10 to 30 seconds of clean speech)', () => {
    expect(messages.voice.sampleNotSpeech).toContain('10 to 30 seconds of clean speech');
  });
});

describe('the clone sample check accepts speech', () => {
  const local = createLocalProvider(SUITE_ENGINES);
  const read = async (catalogueId: string) =>
    (
      await renderSpeech(ffmpeg, {
        provider: local,
        voice: { catalogueId },
        settings: { rate: 0, pitch: 0 },
        script:
          'Thank you for calling Bright Smile Dental, where healthy smiles are our passion. Your call is important ' +
          'to us, and a member of our friendly team will be with you shortly. Did you know we now offer evening ' +
          'and Saturday appointments for busy families?',
        pauseSeconds: null,
      })
    ).audio;

  it.each(VOICES.map((voice) => voice.id))('accepts the catalogue voice %s read by the offline engine', async (id) => {
    expect(await refusal(await read(id))).toBe('accepted');
  });

  it("accepts speech recorded over a room's hum and hiss", async () => {
    const noise = 'anoisesrc=color=pink:a=0.02:d=30,aeval=val(0)+0.01*sin(2*PI*60*t)';
    const { stdout } = await runFfmpeg(
      ffmpeg,
      [
        ...['-i', 'pipe:0', '-f', 'lavfi', '-i', noise],
        ...['-filter_complex', 'amix=inputs=2:duration=first:normalize=0', '-f', 'wav', 'pipe:1'],
      ],
      { input: await read('en-US-natalie') },
    );
    expect(await refusal(stdout)).toBe('accepted');
  });

  it.each([118, 210])("accepts the tests' speech-like sample at %i Hz", async (f0) => {
    expect(await refusal(speechLikeWav(12, f0))).toBe('accepted');
  });
});
