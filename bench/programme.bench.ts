import os from 'node:os';
import path from 'node:path';
import { synthesizeVoiceBody } from '#common/schemas/voices.js';
import { encodeMp3 } from '../server/src/mix/produce-mix.js';
import { mixEnvOf } from '../server/src/mix/mix-env.js';
import { renderProgramme, type ProgrammeMessage } from '../server/src/programmes/render/render-programme.js';
import { signInUser } from '../server/src/testing/api-kit.js';
import { decodeFile } from '../server/src/testing/mix-test-audio.js';
import { createTestApp } from '../server/src/testing/test-app.js';
import { createSpeechProviders } from '../server/src/voice/providers.js';
import { cpuMs, machineInfo } from './machine.js';
import { writeResults } from './results-file.js';

/**
 * Issue 25's figure: a 4-minute programme of six recorded messages (their voices already in the
 * speech cache, as messages the user made before), rendered by the real engine on a real database
 * and store; its render time as a multiple of real time, beside one LAME encode of the same length
 * in the same run (the programme's floor: it is one encode and its arithmetic). Target: the render
 * at least 0.4 of the encode's rate.
 */
const RUNS = 3;
const GAP_SECONDS = 12;
const TARGET_SHARE_OF_ENCODE = 0.4;
const SCRIPTS = [
  'Thank you for calling Harbour View Dental, where gentle care for the whole family comes first. Your call is important to us. Please stay on the line, and the next member of our friendly team will be with you shortly.',
  'Did you know we offer evening and Saturday appointments? We know how busy life can be, so we open early on weekdays and stay late on Tuesdays and Thursdays. Ask our team for the time that suits you best.',
  'Thank you for holding. We have not forgotten you. A member of our team will be with you as soon as possible. While you wait, have your diary ready, so we can find a time that suits you.',
  'Our hygienists offer thorough cleanings, and our dentists offer fillings, crowns, gentle root canal care and emergency appointments. New patients are always welcome, and we accept most insurance plans.',
  'Ask about our whitening treatments and our new patient package, with an examination, x-rays and a cleaning at one simple price. Our team will be glad to tell you more when we answer your call.',
  'Thank you for your patience. Your call matters to us, and the next available member of our team will answer shortly. If you prefer, visit our website to book an appointment at any time of day.',
];

export default async function run(): Promise<void> {
  const t = await createTestApp();
  try {
    const ctx = { ...t.deps, log: t.app.log };
    const speech = createSpeechProviders(t.deps.config);
    const user = await signInUser(t, 'bench@example.com');
    // Two paragraphs each, about 28 s of voice: with the gaps, four minutes.
    const messages: ProgrammeMessage[] = SCRIPTS.map(
      (script, k) => `${script}\n\n${SCRIPTS[(k + 1) % SCRIPTS.length]!}`,
    ).map((script, k) => ({
      itemId: `message-${k + 1}`,
      title: `Message ${k + 1}`,
      recipe: {
        voice: synthesizeVoiceBody.parse({ script, voiceType: 'en-US-ken' }),
        music: { trackId: 'soft-jazz', volume: 15 },
        message: { messageType: 'on-hold' },
      },
    }));
    const request = { messages, trackId: 'soft-jazz', volume: 15, gapSeconds: GAP_SECONDS };
    const outFile = path.join(t.dataDir, 'programme.mp3');
    // Where the time goes, from the progress reports: the voices, the laying (worker), the encode.
    let marks: [number, number][] = [];
    const render = () => {
      marks = [[0, performance.now()]];
      return renderProgramme(ctx, speech, user.id, request, {
        outFile,
        signal: new AbortController().signal,
        progress: (fraction) => void marks.push([fraction, performance.now()]),
      });
    };
    const stage = (from: number, to: number) =>
      marks.find(([f]) => f >= to)![1] - marks.filter(([f]) => f <= from).at(-1)![1];
    // Records the six voices into the speech cache and decodes the track: what a user's earlier messages did.
    const first = await render();
    const renderMs: number[] = [];
    const renderCpuMs: number[] = [];
    const stages: { voicesMs: number; layMs: number; encodeMs: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [started, cpu] = [performance.now(), cpuMs()];
      await render();
      renderMs.push(performance.now() - started);
      renderCpuMs.push(cpuMs() - cpu);
      stages.push({ voicesMs: stage(0, 0.7), layMs: stage(0.7, 0.8), encodeMs: stage(0.8, 1) });
    }
    // One LAME encode of the same length, with the same settings, in the same run.
    const samples = await decodeFile(t.deps.ffmpeg.path, outFile);
    const encodeMs: number[] = [];
    const encodeCpuMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [started, cpu] = [performance.now(), cpuMs()];
      await encodeMp3(mixEnvOf(t.deps), samples, path.join(t.dataDir, 'encode.mp3'), 1);
      encodeMs.push(performance.now() - started);
      encodeCpuMs.push(cpuMs() - cpu);
    }
    const seconds = first.durationSeconds;
    const renderRealTime = seconds / (median(renderMs) / 1000);
    const encodeRealTime = seconds / (median(encodeMs) / 1000);
    const machine = machineInfo();
    const result = {
      programmeSeconds: round1(seconds),
      messages: messages.length,
      gapSeconds: GAP_SECONDS,
      renderMs: Math.round(median(renderMs)),
      renderRealTime: round1(renderRealTime),
      stagesMs: Object.fromEntries(
        (['voicesMs', 'layMs', 'encodeMs'] as const).map((key) => [key, Math.round(median(stages.map((s) => s[key])))]),
      ),
      encodeMs: Math.round(median(encodeMs)),
      encodeRealTime: round1(encodeRealTime),
      shareOfEncodeRate: Math.round((renderRealTime / encodeRealTime) * 100) / 100,
      // The same in CPU time (this process, its worker threads and its encoder and ffmpeg runs): what the load does not change.
      renderCpuMs: Math.round(median(renderCpuMs)),
      encodeCpuMs: Math.round(median(encodeCpuMs)),
      shareOfEncodeRateInCpu: Math.round((median(encodeCpuMs) / median(renderCpuMs)) * 100) / 100,
      target: TARGET_SHARE_OF_ENCODE,
      loudnessLufs: round1(first.loudnessLufs),
      truePeakDb: round1(first.truePeakDb),
    };
    console.log(
      `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.table([result]);
    await writeResults('programme', 'render a 4-minute programme of six recorded messages', result);
  } finally {
    await t.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round1 = (x: number) => Math.round(x * 10) / 10;
