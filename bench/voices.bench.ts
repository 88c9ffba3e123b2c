import pLimit from 'p-limit';
import { countWords, estimateDurationSeconds } from '#common/script-stats.js';
import { VOICES } from '#common/voices.js';
import { resolveFfmpeg } from '../server/src/process/ffmpeg-binary.js';
import { measurePitch } from '../server/src/dsp/measure-pitch.js';
import { durationSeconds, parseWav } from '../server/src/dsp/pcm.js';
import { recognise, recogniserInstalled, wordErrorRate } from '../server/src/testing/recognise-speech.js';
import { createLocalProvider, type LocalProvider } from '../server/src/voice/local/local-provider.js';
import { renderSpeech } from '../server/src/voice/render-speech.js';
import { machineInfo } from './machine.js';
import { writeResults } from './results-file.js';

/**
 * The offline voices as a caller hears them (record 101), for every catalogue voice on this
 * machine's engines and on Flite alone (a bare machine), measured in the same run:
 * - how many words an offline recogniser (PocketSphinx) mishears on a 100-word on-hold script;
 * - pitch movement, semitones (people reading aloud move 2–4; a flat voice sounds robotic);
 * - pace in words a minute against the 140 the duration estimate assumes;
 * - speed as × real time (one render, both cores).
 * Then the engine pool's throughput for one voice: synthesis alone, and 1, 2 and 4 renders at once.
 */
const SCRIPT = [
  'Thank you for calling Green Valley Insurance.',
  'Your call is important to us, and one of our team members will be with you in just a moment.',
  'While you wait, did you know that you can manage your policy online at any time of the day or night?',
  'Our friendly agents can help you compare home, car and life insurance, and find the right plan for your family and your budget.',
  'If you would like a free quote, please ask us when your call is answered.',
  'Thank you for your patience, and thank you for choosing Green Valley Insurance.',
].join(' ');
const ROUNDS = 3;
/** The targets for the six voices step 2 offers (US), where RHVoice and Pico are installed. */
const TARGETS = { maxWer: 0.05, maxMedianWer: 0.03, minMovement: 1.3 };
const natural = { rate: 0, pitch: 0 };

interface VoiceRow {
  catalogue: string;
  voice: string;
  step2: boolean;
  engine: string;
  medianPitchHz: number;
  movementSemitones: number;
  wordErrorRate: number;
  wordsPerMinute: number;
  realTimeFactor: number;
  heard: string;
}

const words = countWords(SCRIPT);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

async function measureVoices(ffmpeg: string, name: string, local: LocalProvider): Promise<VoiceRow[]> {
  const rows: VoiceRow[] = [];
  const listening = pLimit(2);
  const heard: Promise<void>[] = [];
  for (const voice of VOICES) {
    const started = performance.now();
    const speech = await renderSpeech(ffmpeg, {
      provider: local,
      voice: { catalogueId: voice.id },
      settings: natural,
      script: SCRIPT,
      pauseSeconds: null,
      format: 'wav',
    });
    const wall = (performance.now() - started) / 1000;
    const pcm = parseWav(speech.audio);
    const pitch = measurePitch(pcm);
    const row: VoiceRow = {
      catalogue: name,
      voice: voice.id,
      step2: voice.accent === 'en-US',
      engine: local.describeVoice(voice.id),
      medianPitchHz: Math.round(pitch.medianHz ?? 0),
      movementSemitones: Number((pitch.movementSemitones ?? 0).toFixed(2)),
      wordErrorRate: NaN,
      wordsPerMinute: Math.round((words / durationSeconds(pcm)) * 60),
      realTimeFactor: Math.round(durationSeconds(pcm) / wall),
      heard: '',
    };
    rows.push(row);
    heard.push(
      listening(async () => {
        row.heard = await recognise(pcm);
        row.wordErrorRate = Number(wordErrorRate(SCRIPT, row.heard).toFixed(3));
      }),
    );
  }
  await Promise.all(heard);
  return rows;
}

function verdict(rows: VoiceRow[]) {
  const step2 = rows.filter((r) => r.step2);
  const wers = step2.map((r) => r.wordErrorRate);
  const movements = step2.map((r) => r.movementSemitones);
  return {
    step2WordErrorRate: { min: Math.min(...wers), median: median(wers), max: Math.max(...wers) },
    step2Movement: { min: Math.min(...movements), max: Math.max(...movements) },
    meetsTargets:
      Math.max(...wers) <= TARGETS.maxWer &&
      median(wers) <= TARGETS.maxMedianWer &&
      Math.min(...movements) >= TARGETS.minMovement,
  };
}

async function measureThroughput(ffmpeg: string, local: LocalProvider) {
  const voice = { catalogueId: 'en-US-ken' };
  const render = () =>
    renderSpeech(ffmpeg, { provider: local, voice, settings: natural, script: SCRIPT, pauseSeconds: null });
  await render(); // warm-up: workers start (and Flite compiles its WebAssembly module)
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
  await measure('synthesis only, one call', 1, async () => {
    const audio = await local.synthesize(SCRIPT, voice, natural);
    return audio.kind === 'pcm' ? durationSeconds(audio.pcm) : 0;
  });
  for (const requests of [1, 2, 4])
    await measure(
      `script to MP3${requests > 1 ? ', at once' : ''}`,
      requests,
      async () => (await render()).durationSeconds,
    );
  return rows;
}

export default async function run(): Promise<void> {
  if (!(await recogniserInstalled()))
    throw new Error('The voices bench listens with PocketSphinx: apt-get install pocketsphinx pocketsphinx-en-us');
  const ffmpeg = (await resolveFfmpeg()).path;
  const installed = createLocalProvider();
  const fliteOnly = createLocalProvider(['flite']);
  const engines = Object.keys(installed.engines).join(', ');
  const machine = machineInfo();
  console.log(`${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; engines here: ${engines}`);
  console.log(
    `A ${words}-word script; the duration estimate says ${estimateDurationSeconds(SCRIPT, { pauseLength: 'medium', enableParagraphPauses: false })} s (140 words a minute)`,
  );

  const voices = [
    ...(await measureVoices(ffmpeg, 'installed', installed)),
    ...(await measureVoices(ffmpeg, 'flite only', fliteOnly)),
  ];
  const show = (r: VoiceRow) => {
    const { heard: _heard, step2: _step2, ...rest } = r;
    return rest;
  };
  console.table(voices.map(show));
  const verdicts = {
    installed: verdict(voices.filter((r) => r.catalogue === 'installed')),
    fliteOnly: verdict(voices.filter((r) => r.catalogue === 'flite only')),
  };
  console.log('The six voices step 2 offers (targets: each ≤ 5 % misheard, median ≤ 3 %, ≥ 1.3 semitones):');
  console.table(verdicts);

  const throughput = await measureThroughput(ffmpeg, installed);
  console.log(`Throughput of en-US-ken (${installed.describeVoice('en-US-ken')}), ${ROUNDS} rounds each:`);
  console.table(throughput);

  await writeResults('voices', 'offline voices', {
    engines,
    words,
    script: SCRIPT,
    targets: TARGETS,
    verdicts,
    voices,
    throughput,
  });
}
