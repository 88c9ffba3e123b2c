/**
 * Produces the three sample messages of the 'Listen to Sample Messages' dialog (common/samples.ts)
 * with the product's own pipeline, as a user would in the wizard:
 *
 *   1. the script from the offline composer (the sample's company, industry, key points, message
 *      type; long, paragraph pauses on), plus the sample copy of scripts/sample-copy.ts;
 *   2. the voice from a catalogue voice on the local engine (render-speech.ts), with the pauses;
 *   3. the mix over a built-in track at the default volume (produce-mix.ts), mastered for a phone line.
 *
 * Each file must run as long as the dialog says (within 2 s). The length comes from the words and
 * pauses; the voice's pace (the speaking-rate setting, at most RATE_LIMIT either way) is then
 * solved for so the mix lands on the displayed duration. Nothing is padded or time-stretched.
 * Writes assets/samples/<id>.mp3 and, beside it, the words it speaks in <id>.txt.
 *
 *   node --import tsx scripts/make-samples.ts [sample-id ...]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIMITS, PAUSE_LENGTHS } from '#common/constants.js';
import { SAMPLE_MESSAGES, type SampleMessage } from '#common/samples.js';
import { generateScriptBody } from '#common/schemas/scripts.js';
import { countWords } from '#common/script-stats.js';
import { resolveFfmpeg } from '../server/src/process/ffmpeg-binary.js';
import { measureLoudness, probeFormat } from '../server/src/process/measure.js';
import { ANNOUNCEMENT_FRAME } from '#common/music-frame.js';
import { produceMix } from '../server/src/mix/produce-mix.js';
import { recordingFromFile } from '../server/src/mix/voice-analysis.js';
import { builtInTrackPath } from '../server/src/music/built-in-tracks.js';
import { ASSETS_DIR } from '../server/src/paths.js';
import { createComposer } from '../server/src/scripts/composer/compose-script.js';
import { generateScript } from '../server/src/scripts/generate-script.js';
import { createLocalProvider } from '../server/src/voice/local/local-provider.js';
import { renderSpeech, type RenderedSpeech } from '../server/src/voice/render-speech.js';
import { SAMPLE_RECIPES, type SampleRecipe } from './sample-copy.js';

const SAMPLES_DIR = path.join(ASSETS_DIR, 'samples');
/** Speaking-rate setting (Murf's -50..50 scale): ±20 changes the pace by about 13%. */
const RATE_LIMIT = 20;
/**
 * How close the rendered length must come to the displayed one before the mix is made. RHVoice's
 * pace moves in steps (about 1 s on a 100 s message), so closer than this may not exist; the file
 * still lands within the dialog's 2 s.
 */
const AIM_SECONDS = 0.75;
const MAX_RENDERS = 6;

/** '1:45' -> 105. */
function displayedSeconds(duration: string): number {
  const [minutes, seconds] = duration.split(':').map(Number);
  return minutes! * 60 + seconds!;
}

/** "New release features" -> "new release features": key points read mid-sentence. */
function midSentence(point: string): string {
  return /^[A-Z][a-z]/.test(point) ? point[0]!.toLowerCase() + point.slice(1) : point;
}

/** The composed script with the sample copy spoken just before its last paragraph (the goodbye). */
async function writeScript(sample: SampleMessage, recipe: SampleRecipe) {
  const request = generateScriptBody.parse({
    companyName: sample.companyName,
    industry: sample.industry,
    keyProducts: (recipe.keyProducts ?? sample.keyPoints).map(midSentence).join(', '),
    messageType: sample.messageType,
    tone: recipe.tone,
    messageLength: 'long',
    pauseLength: recipe.pauseLength,
    enableParagraphPauses: true,
    ...recipe.fields,
  });
  const composed = await generateScript(
    createComposer(() => recipe.seed),
    request,
  );
  const paragraphs = composed.script.split('\n\n');
  const script = [...paragraphs.slice(0, -1), ...recipe.extraParagraphs, ...paragraphs.slice(-1)].join('\n\n');
  return {
    script,
    composedWords: composed.wordCount,
    pauseSeconds: PAUSE_LENGTHS.find((p) => p.value === recipe.pauseLength)!.seconds,
  };
}

async function makeSample(ffmpeg: string, dataDir: string, sample: SampleMessage): Promise<void> {
  const recipe = SAMPLE_RECIPES[sample.id];
  if (!recipe) throw new Error(`${sample.id}: no recipe in scripts/sample-copy.ts`);
  const trackFile = builtInTrackPath(recipe.trackId);
  if (!trackFile) throw new Error(`${sample.id}: ${recipe.trackId} is not a built-in track`);
  const { script, composedWords, pauseSeconds } = await writeScript(sample, recipe);
  const target = displayedSeconds(sample.duration);
  // The mix adds the music's intro before the voice and its outro after.
  const voiceTarget = target - ANNOUNCEMENT_FRAME.introSeconds - ANNOUNCEMENT_FRAME.outroSeconds;
  const provider = createLocalProvider();
  const render = (rate: number) =>
    renderSpeech(ffmpeg, {
      provider,
      voice: { catalogueId: recipe.voiceId },
      settings: { rate, pitch: 0 },
      script,
      pauseSeconds,
    });

  // Speech time scales with the pace, (1 - rate / 150); the pauses do not. Secant steps on the rate.
  const tries: { rate: number; speech: RenderedSpeech }[] = [{ rate: 0, speech: await render(0) }];
  while (Math.abs(tries.at(-1)!.speech.durationSeconds - voiceTarget) > AIM_SECONDS) {
    if (tries.length >= MAX_RENDERS) throw new Error(`${sample.id}: no rate within ${MAX_RENDERS} renders`);
    const last = tries.at(-1)!;
    const before = tries.at(-2);
    const slope =
      before && last.speech.durationSeconds !== before.speech.durationSeconds
        ? (last.rate - before.rate) / (last.speech.durationSeconds - before.speech.durationSeconds)
        : -150 / last.speech.durationSeconds;
    const rate =
      Math.round(
        Math.max(-RATE_LIMIT, Math.min(RATE_LIMIT, last.rate + (voiceTarget - last.speech.durationSeconds) * slope)) *
          100,
      ) / 100;
    if (rate === last.rate) {
      throw new Error(
        `${sample.id}: ${last.speech.durationSeconds.toFixed(1)} s of voice at rate ${rate}, ${voiceTarget} s wanted: ` +
          'change the sample copy or pause length in scripts/sample-copy.ts',
      );
    }
    tries.push({ rate, speech: await render(rate) });
  }
  const { rate, speech } = tries.at(-1)!;

  const voiceFile = path.join(dataDir, `${sample.id}-voice.mp3`);
  await fs.writeFile(voiceFile, speech.audio);
  const mixFile = path.join(dataDir, `${sample.id}-mix.mp3`);
  const mixed = await produceMix(
    { dataDir, ffmpegPath: ffmpeg },
    {
      voice: recordingFromFile(voiceFile),
      music: { id: recipe.trackId, file: trackFile },
      volume: LIMITS.musicVolumeDefault,
    },
    mixFile,
  );
  await fs.mkdir(SAMPLES_DIR, { recursive: true });
  const outFile = path.join(SAMPLES_DIR, `${sample.id}.mp3`);
  await fs.copyFile(mixFile, outFile);
  await fs.writeFile(path.join(SAMPLES_DIR, `${sample.id}.txt`), `${script}\n`);

  const [format, loudness] = await Promise.all([
    probeFormat(ffmpeg, outFile),
    measureLoudness(ffmpeg, ['-i', outFile]),
  ]);
  const words = countWords(script);
  console.log(
    `${sample.id}: ${format.durationSeconds.toFixed(2)} s (shown ${sample.duration}), ${loudness.integratedLufs} LUFS, ` +
      `true peak ${loudness.truePeakDbtp} dBTP, ${format.bitrateKbps} kb/s ${format.sampleRate} Hz; ` +
      `${words} words (${composedWords} composed, seed ${recipe.seed}, ${recipe.tone}), ${recipe.voiceId} at rate ${rate} ` +
      `(${tries.length} renders), ${recipe.pauseLength} pauses, ${recipe.trackId} at volume ${LIMITS.musicVolumeDefault}, ` +
      `limiter ${mixed.limiterReductionDb.toFixed(1)} dB`,
  );
  if (Math.abs(format.durationSeconds - target) > 2)
    throw new Error(`${sample.id}: ${format.durationSeconds} s, ${target} s shown`);
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((id) => !SAMPLE_MESSAGES.some((s) => s.id === id));
  if (unknown.length) throw new Error(`Unknown sample: ${unknown.join(', ')}`);
  const ffmpeg = (await resolveFfmpeg(process.env.FFMPEG_PATH)).path;
  // A temporary DATA_DIR for the mixer's caches and the working files.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-samples-'));
  try {
    for (const sample of SAMPLE_MESSAGES) {
      if (!wanted.length || wanted.includes(sample.id)) await makeSample(ffmpeg, dataDir, sample);
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
