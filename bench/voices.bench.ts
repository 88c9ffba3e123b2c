import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VOICES } from '../common/voices.js';
import { resolveFfmpeg } from '../server/src/audio/ffmpeg-binary.js';
import { measurePitch } from '../server/src/audio/measure-pitch.js';
import { durationSeconds } from '../server/src/audio/pcm.js';
import { createLocalProvider } from '../server/src/voice/local/local-provider.js';
import { renderSpeech } from '../server/src/voice/render-speech.js';
import { machineInfo } from './machine.js';

/**
 * The offline engine's speed as a real-time factor (seconds of speech made per second of compute)
 * for a 100-word script: synthesis alone, the whole pipeline to MP3, and several requests at once
 * (which the worker pool spreads over the cores). Also every voice's median pitch.
 */
const SCRIPT = [
  'Thank you for calling Bright Smile Dental, where healthy smiles are our passion.',
  'Your call is important to us, and a member of our friendly team will be with you shortly.',
  'Did you know we now offer evening and Saturday appointments for busy families?',
  'Ask about our gentle whitening treatments and our new patient welcome package.',
  'If you have a dental emergency, please stay on the line and we will help you right away.',
  'You can also book online at any time on our website.',
  'Thank you for your patience. We look forward to seeing you soon.',
].join(' ');
const ROUNDS = 3;

export default async function run(): Promise<void> {
  const ffmpeg = (await resolveFfmpeg()).path;
  const local = createLocalProvider();
  const voice = { catalogueId: 'en-US-ken' };
  const natural = { rate: 0, pitch: 0 };
  const words = SCRIPT.split(/\s+/).length;
  const render = () =>
    renderSpeech(ffmpeg, { provider: local, voice, settings: natural, script: SCRIPT, pauseSeconds: null });
  await render(); // warm-up: workers start and compile the WebAssembly module

  const rows: { case: string; requests: number; audioSeconds: number; wallSeconds: number; realTimeFactor: number }[] =
    [];
  const measure = async (name: string, requests: number, job: () => Promise<number>) => {
    const start = performance.now();
    let audio = 0;
    for (let round = 0; round < ROUNDS; round++)
      audio += (await Promise.all(Array.from({ length: requests }, job))).reduce((a, b) => a + b, 0);
    const wall = (performance.now() - start) / 1000;
    rows.push({
      case: name,
      requests,
      audioSeconds: Number(audio.toFixed(1)),
      wallSeconds: Number(wall.toFixed(2)),
      realTimeFactor: Math.round(audio / wall),
    });
  };
  const synthOnly = async () => {
    const audio = await local.synthesize(SCRIPT, voice, natural);
    return audio.kind === 'pcm' ? durationSeconds(audio.pcm) : 0;
  };
  await measure('synthesis only', 1, synthOnly);
  await measure('script to MP3', 1, async () => (await render()).durationSeconds);
  await measure('script to MP3, at once', 2, async () => (await render()).durationSeconds);
  await measure('script to MP3, at once', 4, async () => (await render()).durationSeconds);

  const pitches = await Promise.all(
    VOICES.map(async (v) => {
      const audio = await local.synthesize(SCRIPT.slice(0, 160), { catalogueId: v.id }, natural);
      return {
        voice: v.id,
        gender: v.gender,
        medianPitchHz: audio.kind === 'pcm' ? Math.round(measurePitch(audio.pcm).medianHz ?? 0) : 0,
      };
    }),
  );

  const machine = machineInfo();
  console.log(
    `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; a ${words}-word script, ${ROUNDS} rounds each`,
  );
  console.table(rows);
  console.table(pitches);
  const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'voices.json');
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(
    out,
    `${JSON.stringify({ benchmark: 'local speech real-time factor', date: new Date().toISOString(), machine, words, rows, pitches }, null, 2)}\n`,
  );
  console.log(`Wrote ${path.relative(process.cwd(), out)}`);
}
