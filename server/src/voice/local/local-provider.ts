import os from 'node:os';
import type { LocalTuning } from '../../db/schema.js';
import { messages } from '#common/messages.js';
import { AppError } from '../../errors.js';
import { languageOf, type SpeechProvider, type SpeechSettings, type VoiceRef } from '../speech-provider.js';
import { BASE_VOICE_PITCH_HZ, LOCAL_VOICE_TUNING } from './local-voices.js';
import { blendForPitch } from './neural/pack-blend.js';
import { OFFLINE_ENGINES, type OfflineEngine } from '../../config/engine-names.js';
import { installedEngines, whyNoNeuralVoice, type EngineInstalls } from './offline-engines.js';
import { runOfflineEngine } from './offline-pool.js';
import { offlineCatalogue, type OfflineVoice } from './offline-voices.js';
import type { EngineCall } from './offline-worker.js';
import { splitAtTerms, substitute, type Pronunciation } from '../pronunciation/lexicon.js';
import type { PhonemeSource } from './neural/phonemes.js';

/**
 * The offline engine (records 053, 101 and 128): the neural voice (Kokoro-82M) where this node has
 * it installed, else RHVoice and Pico where it has them, Flite (WebAssembly, from npm) always, all
 * run from worker threads. Works with `npm install` alone and never downloads anything at run
 * time. Which engine and speaker says each catalogue voice: offline-voices.ts.
 */

/**
 * A few sentences per call: one script becomes several calls that the worker pool runs side by
 * side, so even a single request uses every core.
 */
const MAX_CHARS = 300;
/**
 * The neural voice takes far longer per character (about 0.6 s of a core per second of speech
 * against RHVoice's 0.015): a sentence per call at most (record 128), packed to 90 characters and a
 * longer one cut after a clause (record 132), at most about 3 s of a core, so no piece holds a core
 * for long while another user's waits. Shorter pieces were misheard more: cut at every clause
 * ("… to us, | and one of our team members …"), the model read the fragments faster, and the six
 * step-2 voices' word errors rose from a 2 % median to 4 %.
 */
const NEURAL_MAX_CHARS = 120;
const NEURAL_PIECE_CHARS = 90;

export interface LocalProvider extends SpeechProvider {
  /** The engines this provider speaks with, and what each has. */
  readonly engines: EngineInstalls;
  /** The engine and speaker of each catalogue voice. */
  readonly catalogue: Readonly<Record<string, OfflineVoice>>;
  /** The engine and speaker behind a catalogue voice, with its pitch and pace, as the bench shows it. */
  describeVoice(catalogueId: string): string;
  /** The neural voice's model and checksum where it speaks on this node (record 128), else null. */
  readonly neuralVoice: string | null;
  /** Why it does not: not installed (and what is missing), or left out by OFFLINE_ENGINES. */
  readonly whyNoNeuralVoice: string | null;
}

/** Murf's -50..50 scales: rate 50 speaks a third faster, pitch 50 raises the voice about 25 %. */
const paceOf = (settings: SpeechSettings) => 1 - settings.rate / 150;
const pitchOf = (settings: SpeechSettings) => 1 + settings.pitch / 200;

function fliteTuning(tuning: LocalTuning, settings: SpeechSettings): LocalTuning {
  return { ...tuning, pace: tuning.pace * paceOf(settings), size: tuning.size * pitchOf(settings) };
}

/** Flite's own arguments: the resampling that follows speeds speech up by `size`, so pace compensates. */
function fliteArgs(text: string, tuning: LocalTuning): string[] {
  const args = ['-voice', tuning.base, '--setf', `duration_stretch=${(tuning.pace * tuning.size).toFixed(3)}`];
  if (tuning.f0Hz) args.push('--setf', `int_f0_target_mean=${(tuning.f0Hz / tuning.size).toFixed(1)}`);
  return [...args, '-t', text];
}

/**
 * The text as Kokoro's phoneme sources: a pronunciation with IPA goes to the model as its phonemes,
 * one without is said as its "say it like" spelling.
 */
function neuralSources(text: string, pronunciations: readonly Pronunciation[]): PhonemeSource[] {
  return splitAtTerms(text, pronunciations).map((part) =>
    typeof part === 'string' ? { text: part } : part.ipa ? { ipa: part.ipa } : { text: part.sayAs },
  );
}

function engineCall(
  text: string,
  voice: OfflineVoice,
  settings: SpeechSettings,
  engines: EngineInstalls,
  pronunciations: readonly Pronunciation[],
): EngineCall {
  if (voice.engine === 'kokoro') {
    const neural = engines.kokoro!.neural!;
    const blend = voice.blend ?? [{ pack: voice.speaker, weight: 1 }];
    return {
      engine: 'kokoro',
      espeak: neural.espeak,
      model: neural.model,
      language: voice.language,
      packs: blend.map(({ pack, weight }) => ({ file: neural.packs.get(pack)!.file, weight })),
      speed: voice.speed / paceOf(settings),
      pitchFactor: voice.pitch * pitchOf(settings),
      sources: neuralSources(text, pronunciations),
    };
  }
  // The older engines hear each term's "say it like" spelling.
  text = substitute(text, pronunciations);
  if (voice.engine === 'flite') {
    const tuning = fliteTuning(voice.tuning, settings);
    return { engine: 'flite', args: fliteArgs(text, tuning), pitchFactor: tuning.size };
  }
  const command = engines[voice.engine]!.command!;
  const rate = Math.round(100 / (voice.pace * paceOf(settings)));
  const pitch = Math.round(100 * voice.pitch * pitchOf(settings));
  return voice.engine === 'rhvoice'
    ? { engine: 'rhvoice', command, speaker: voice.speaker, text, ratePercent: rate, pitchPercent: pitch }
    : { engine: 'pico', command, speaker: voice.speaker, text, speedPercent: rate, pitchPercent: pitch };
}

/**
 * A matched voice (a clone sample without a studio key, clone/match-local-voice.ts) is stored as
 * Flite tuning: its base catalogue voice moved in pitch and pace towards the sample. Where the base
 * voice speaks on another engine, the same moves are made there, so a matched voice sounds as good
 * as the catalogue voice it was matched to, on whatever engines this node has.
 */
function matchedVoice(baseId: string, tuning: LocalTuning, base: OfflineVoice): OfflineVoice {
  const fliteBase = LOCAL_VOICE_TUNING[baseId];
  if (base.engine === 'flite' || !fliteBase) return { engine: 'flite', tuning };
  const pitch = tuning.f0Hz && fliteBase.f0Hz ? tuning.f0Hz / fliteBase.f0Hz : tuning.size / fliteBase.size;
  // The moves as ratios, kept to about a third either way (the matcher's own bounds).
  const move = (ratio: number) => Math.min(1.3, Math.max(0.77, ratio));
  const round = (value: number) => Number(value.toFixed(3));
  const pace = move(tuning.pace / fliteBase.pace);
  if (base.engine === 'kokoro') {
    // A blend of the two Kokoro speakers nearest the sample's own pitch (record 128).
    const sampleHz = tuning.f0Hz ?? BASE_VOICE_PITCH_HZ[tuning.base] * tuning.size;
    const { blend, pitch: rest } = blendForPitch(sampleHz, tuning.base === 'slt' ? 'female' : 'male');
    return { ...base, speaker: blend[0]!.pack, blend, pitch: rest, speed: round(base.speed / pace) };
  }
  return { ...base, pitch: round(base.pitch * move(pitch)), pace: round(base.pace * pace) };
}

/** A voice as words: engine, speaker and any pitch or pace of its own. */
function describe(voice: OfflineVoice): string {
  if (voice.engine === 'kokoro') {
    const speaker = voice.blend?.map((b) => `${b.pack} ${b.weight}`).join(' + ') ?? voice.speaker;
    return `kokoro ${speaker} ${voice.language} speed ${voice.speed}${voice.pitch === 1 ? '' : ` pitch ${voice.pitch}`}`;
  }
  if (voice.engine === 'flite') {
    const { base, f0Hz, size, pace } = voice.tuning;
    return `flite ${base}${f0Hz ? ` f0 ${f0Hz} Hz` : ''} size ${size} pace ${pace}`;
  }
  return `${voice.engine} ${voice.speaker} pitch ${voice.pitch} pace ${voice.pace}`;
}

export function createLocalProvider(allowed?: readonly OfflineEngine[]): LocalProvider {
  const engines = installedEngines(allowed);
  const catalogue = offlineCatalogue(engines);
  const voiceOf = (ref: VoiceRef): OfflineVoice => {
    const own = catalogue[ref.catalogueId];
    // An unknown English id speaks as Ken; Spanish never falls back to an English speaker (record 144).
    if (!own && languageOf(ref) === 'es') throw new AppError(400, messages.voice.noSpanishVoice);
    const base = own ?? catalogue['en-US-ken']!;
    return ref.localTuning ? matchedVoice(ref.catalogueId, ref.localTuning, base) : base;
  };
  return {
    id: 'local',
    maxChars: engines.kokoro ? NEURAL_MAX_CHARS : MAX_CHARS,
    pieceChars: engines.kokoro ? NEURAL_PIECE_CHARS : undefined,
    concurrency: Math.max(1, os.cpus().length),
    version: 'offline/2',
    engines,
    catalogue,
    describeVoice: (catalogueId) => describe(voiceOf({ catalogueId })),
    neuralVoice: engines.kokoro?.neural?.identity ?? null,
    whyNoNeuralVoice: engines.kokoro
      ? null
      : (allowed ?? OFFLINE_ENGINES).includes('kokoro')
        ? whyNoNeuralVoice()
        : 'left out by OFFLINE_ENGINES',
    // Kokoro reads a pronunciation's IPA; the other engines its spelling (engineCall).
    takesPronunciations: true,
    async synthesize(text, voice, settings, pronunciations = []) {
      const call = engineCall(text, voiceOf(voice), settings, engines, pronunciations);
      return { kind: 'pcm', pcm: await runOfflineEngine(call) };
    },
    // The engine, speaker and revision are the voice's identity in the speech cache (speech-cache.ts).
    listVoices: () =>
      Object.entries(catalogue).map(([catalogueId, voice]) => ({
        catalogueId,
        providerVoiceId:
          voice.engine === 'flite'
            ? describe(voice)
            : `${describe(voice)} (${engines[voice.engine]?.speakers.get(voice.speaker) ?? ''})`,
      })),
  };
}
