import { parentPort } from 'node:worker_threads';
import { layProgramme, type ProgrammeInput } from '../dsp/lay-programme.js';
import { layTimeline, type TimelineInput } from '../dsp/lay-timeline.js';
import { masterVoice, type MasterVoiceInput } from '../dsp/master-voice.js';
import { parseWav } from '../dsp/pcm.js';
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
export type MasterVoiceRequest = Omit<MasterVoiceInput, 'speech' | 'sampleRate'> &
  ({ wav: Uint8Array } | Pick<MasterVoiceInput, 'speech' | 'sampleRate'>);

/** A timeline whose music is named by its decoded file (music-cache.ts), read here rather than on the event loop. */
export type TimelineRequest = Omit<TimelineInput, 'music'> & {
  music?: Omit<NonNullable<TimelineInput['music']>, 'source'> & { file: string; frames: number };
};

/** A programme whose music is named by its decoded file, read here whole. */
export type ProgrammeRequest = Omit<ProgrammeInput, 'music'> & {
  music?: Omit<NonNullable<ProgrammeInput['music']>, 'source'> & { file: string; frames: number };
};

function speechOfWav(wav: Uint8Array): Pick<MasterVoiceInput, 'speech' | 'sampleRate'> {
  const pcm = parseWav(Buffer.from(wav.buffer, wav.byteOffset, wav.length));
  return { speech: pcm.samples, sampleRate: pcm.sampleRate };
}

parentPort?.on('message', ({ id, request }: { id: number; request: MixMathRequest }) => {
  try {
    if (request.task === 'masterVoice') {
      const { input } = request;
      const result = masterVoice('wav' in input ? { ...input, ...speechOfWav(input.wav) } : input);
      parentPort!.postMessage({ id, result }, [
        result.samples.buffer as ArrayBuffer,
        ...(result.int16 ? [result.int16.buffer as ArrayBuffer] : []),
      ]);
    } else if (request.task === 'layProgramme') {
      const { music, ...rest } = request.input;
      const result = layProgramme({
        ...rest,
        ...(music && {
          music: { gain: music.gain, speech: music.speech, source: readTrackSync(music.file, music.frames) },
        }),
      });
      parentPort!.postMessage({ id, result }, [result.samples.buffer as ArrayBuffer]);
    } else {
      const { music, ...rest } = request.input;
      const result = layTimeline({
        ...rest,
        ...(music && {
          music: {
            gain: music.gain,
            speech: music.speech,
            fades: music.fades,
            source: readTrackSync(music.file, music.frames),
          },
        }),
      });
      const stems = result.stems
        ? [result.stems.voice.buffer as ArrayBuffer, result.stems.bed.buffer as ArrayBuffer]
        : [];
      parentPort!.postMessage({ id, result }, [result.samples.buffer as ArrayBuffer, ...stems]);
    }
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
