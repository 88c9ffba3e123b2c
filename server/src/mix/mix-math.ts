import fs from 'node:fs';
import { layProgramme, type ProgrammeInput } from '../dsp/lay-programme.js';
import { layTimeline, type TimelineInput } from '../dsp/lay-timeline.js';
import { masterVoice, type MasteredVoice, type MasterVoiceInput } from '../dsp/master-voice.js';
import { parseWav } from '../dsp/pcm.js';
import { writeFileAtomic } from '../storage/write-atomic.js';
import { answerRequests } from '../process/pool-worker.js';
import { readTrackSync } from './music-cache.js';

/**
 * The mix's sample arithmetic as a worker thread (mix-math-pool.ts runs one per core): the voice's
 * mastering, the timeline, and a programme's (record 116). What it makes is transferred back, not copied.
 */
export type MixMathRequest =
  | { task: 'masterVoice'; input: MasterVoiceRequest }
  | { task: 'layTimeline'; input: TimelineRequest }
  | { task: 'layProgramme'; input: ProgrammeRequest };

/**
 * A voice to master: its PCM, or the WAV it is kept as (record 082), read here: turning a minute of
 * WAV into samples is a copy the event loop would otherwise make.
 */
export type MasterVoiceRequest = Omit<MasterVoiceInput, 'speech' | 'sampleRate' | 'withInt16'> &
  ({ wav: Uint8Array } | Pick<MasterVoiceInput, 'speech' | 'sampleRate'>) & {
    /** Where to keep the node's 16-bit copy (the mix cache), written here: none when not kept. */
    int16File?: string;
    /** Only the measurements and the samples' count come back, not the floats. */
    measureOnly?: boolean;
  };

/** What `measureOnly` brings back: the mastering's figures and how many samples it made. */
export type MeasuredVoice = Omit<MasteredVoice, 'samples' | 'int16'> & { length: number };

/**
 * A mastered voice as a mix takes it: floats just mastered, or the node's 16-bit copy named by its
 * file and read here (record 124). Either way the event loop holds no copy of it: every buffer it
 * allocates or receives makes V8 mark the whole server heap the sooner.
 */
export type VoiceSamples = Float32Array | { int16File: string; length: number };

/** A timeline whose music is named by its decoded file (music-cache.ts), read here rather than on the event loop. */
export type TimelineRequest = Omit<TimelineInput, 'music' | 'voice'> & {
  voice: VoiceSamples;
  /** Writes the laid samples to this file instead of returning them (a final mix's encode reads them there). */
  toFile?: string;
  music?: Omit<NonNullable<TimelineInput['music']>, 'source'> & { file: string; frames: number };
};

/** A programme whose music is named by its decoded file, read here whole. */
export type ProgrammeRequest = Omit<ProgrammeInput, 'music' | 'voices'> & {
  voices: (Omit<ProgrammeInput['voices'][number], 'samples'> & { samples: VoiceSamples })[];
  music?: Omit<NonNullable<ProgrammeInput['music']>, 'source'> & { file: string; frames: number };
};

function samplesOf(voice: VoiceSamples): Float32Array | Int16Array {
  if (voice instanceof Float32Array) return voice;
  const bytes = fs.readFileSync(voice.int16File);
  return new Int16Array(bytes.buffer, bytes.byteOffset, Math.min(voice.length, bytes.length >> 1));
}

function speechOfWav(wav: Uint8Array): Pick<MasterVoiceInput, 'speech' | 'sampleRate'> {
  const pcm = parseWav(Buffer.from(wav.buffer, wav.byteOffset, wav.length));
  return { speech: pcm.samples, sampleRate: pcm.sampleRate };
}

// The pool's worker side (pool-worker.ts): its answers, and its garbage collected once quiet (record 169).
answerRequests<MixMathRequest>(async (request) => {
  if (request.task === 'masterVoice') {
    const { input } = request;
    const speech = 'wav' in input ? speechOfWav(input.wav) : input;
    const { samples, int16, ...rest } = masterVoice({ ...input, ...speech, withInt16: Boolean(input.int16File) });
    // The node's 16-bit copy, written here so it never crosses the event loop.
    if (int16) await writeFileAtomic(input.int16File!, int16);
    if (input.measureOnly) return { result: { ...rest, length: samples.length } };
    return { result: { samples, ...rest }, transfer: [samples.buffer as ArrayBuffer] };
  }
  if (request.task === 'layProgramme') {
    const { music, voices, ...rest } = request.input;
    const result = layProgramme({
      ...rest,
      voices: voices.map((voice) => ({ ...voice, samples: samplesOf(voice.samples) })),
      ...(music && {
        music: { gain: music.gain, speech: music.speech, source: readTrackSync(music.file, music.frames) },
      }),
    });
    return { result, transfer: [result.samples.buffer as ArrayBuffer] };
  }
  const { music, voice, toFile, ...rest } = request.input;
  const result = layTimeline({
    ...rest,
    voice: samplesOf(voice),
    ...(music && {
      music: {
        gain: music.gain,
        speech: music.speech,
        fades: music.fades,
        source: readTrackSync(music.file, music.frames),
      },
    }),
  });
  const stems = result.stems ? [result.stems.voice.buffer as ArrayBuffer, result.stems.bed.buffer as ArrayBuffer] : [];
  if (toFile) {
    const { samples, ...laid } = result;
    fs.writeFileSync(toFile, samples);
    return { result: laid, transfer: stems };
  }
  return { result, transfer: [result.samples.buffer as ArrayBuffer, ...stems] };
});
