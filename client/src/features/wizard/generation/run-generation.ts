import { LIMITS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import type { MixAudioBody, MixAudioReply } from '#common/schemas/mix.js';
import type { SynthesizeVoiceReply } from '#common/schemas/voices.js';
import type { WizardFormData } from '#common/wizard.js';
import { toast } from '@/components/ui/use-toast';
import type { MessageStore } from '../message-store';
import { followJob } from './follow-job';
import {
  errorMessageOf,
  isStudioFailure,
  mixRequestFrom,
  requestMix,
  voiceKeyOf,
  voiceRequestFrom,
} from './generation-requests';
import { awaitGeneration, noteAwaitedJob, reportJobProgress, RUNNING, setGenerationOutcome } from './generation-status';
import { ensureScript, ensureVoice } from './head-start';
import { takeAhead } from './made-ahead';

const NO_AUDIO: Partial<WizardFormData> = { audioUrl: '', audioDuration: null, audioFilename: '', audioFileSize: null };

/** A failure already reported by its own toast; carries what step 5 shows. */
class StageFailure extends Error {
  constructor(
    message: string,
    readonly canUseLocalEngine: boolean,
  ) {
    super(message);
  }
}

/** Runs `work`; on failure shows the stage's toast (spec §8) and rethrows it as a StageFailure. */
async function stage<T>(work: () => Promise<T>, title: string, fallback: string, studio = false): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = errorMessageOf(error, fallback);
    toast({ title, description: message });
    throw new StageFailure(message, studio && isStudioFailure(error));
  }
}

/** The mix Continue asks for: followed with its place in the queue, and noted for a reload of step 5. */
function mixFor(store: MessageStore, run: number, body: MixAudioBody): Promise<MixAudioReply> {
  return requestMix(body, (job) => {
    noteAwaitedJob(store, run, { mixJobId: job.id });
    reportJobProgress(store, job);
  });
}

/**
 * Step 4's Continue and step 5's Try again (spec §4 "Audio generation", record 050): the overlay, cleared
 * audio fields, the script and voice (from the head start, or made ahead in step 3, when it
 * matches: record 129), the mix, the result stored, then step 5 after the overlay clean-up. A
 * forced advance after 15 s, and on any error step 5 all the same, with the error kept for it.
 * The run's jobs go into the draft as they are known (record 103), so a reload attaches to them.
 */
export async function runGeneration(store: MessageStore, options: { useLocalEngine?: boolean } = {}) {
  const { actions } = store;
  const run = ++store.work.latestRun;
  const isLatest = () => run === store.work.latestRun;
  let advanced = false;
  const advance = () => {
    if (advanced || !isLatest()) return;
    advanced = true;
    clearTimeout(forced);
    actions.setProcessing(false);
    actions.goToStep(5);
  };
  const forced = setTimeout(advance, LIMITS.forcedAdvanceMs);
  actions.updateFormData(NO_AUDIO);
  actions.setProcessing(true);
  awaitGeneration(store);
  try {
    await ensureScript(store);
    const data = store.getState().wizard.formData;
    const body = voiceRequestFrom(data, options.useLocalEngine);
    // A recording the head start already announced needs no second 'Voice Synthesized', nor one the
    // server reused rather than synthesized (issue 47).
    const before = store.getState().headStart.voice;
    const wasReady = before?.key === voiceKeyOf(body) && before.status === 'ready';
    const entry = ensureVoice(store, body);
    void entry.jobId.then((voiceJobId) => voiceJobId && noteAwaitedJob(store, run, { voiceJobId }));
    const voice = await stage(
      () => entry.promise,
      messages.generation.voiceFailedTitle,
      messages.generation.voiceFailed,
      !options.useLocalEngine,
    );
    if (!wasReady && !voice.reused && isLatest())
      toast({
        title: messages.generation.voiceSynthesizedTitle,
        description: messages.generation.voiceSynthesized,
        variant: 'default',
      });
    const mixBody = mixRequestFrom(voice.audioId, data);
    // Usually step 4 has mixed this very choice ahead (record 081); should that have failed, mix now.
    const ahead = takeAhead(store, 'mix', mixBody, (job) => reportJobProgress(store, job));
    if (ahead) void ahead.jobId.then((mixJobId) => mixJobId && noteAwaitedJob(store, run, { mixJobId }));
    const mix = await stage(
      () => ahead?.result.catch(() => mixFor(store, run, mixBody)) ?? mixFor(store, run, mixBody),
      messages.mix.failedTitle,
      messages.mix.failed,
    );
    if (!isLatest()) return;
    showMix(store, mix);
    setTimeout(advance, LIMITS.overlayCleanupMs);
  } catch (error) {
    if (!isLatest()) return;
    showFailure(store, error);
    advance();
  }
}

/**
 * A reload of step 5 while the message was still being made: follows the awaited run's jobs (the
 * mix, or the voice and then a new mix) from the draft instead of starting over. Step 5 shows
 * "still working" meanwhile.
 */
export async function resumeGeneration(store: MessageStore) {
  const run = ++store.work.latestRun;
  const { awaited } = store.getState().generation;
  const report = (job: Parameters<typeof reportJobProgress>[1]) => reportJobProgress(store, job);
  setGenerationOutcome(store, RUNNING);
  try {
    const mixJob = awaited?.mixJobId;
    if (!mixJob) {
      const voiceJob = awaited?.voiceJobId;
      if (!voiceJob) throw new StageFailure(messages.generation.noAudio, false);
      const voice = await stage(
        () => followJob<SynthesizeVoiceReply>(voiceJob, report),
        messages.generation.voiceFailedTitle,
        messages.generation.voiceFailed,
        true,
      );
      const mixBody = mixRequestFrom(voice.audioId, store.getState().wizard.formData);
      const mix = await stage(() => mixFor(store, run, mixBody), messages.mix.failedTitle, messages.mix.failed);
      if (run === store.work.latestRun) showMix(store, mix);
      return;
    }
    const mix = await stage(
      () => followJob<MixAudioReply>(mixJob, report),
      messages.mix.failedTitle,
      messages.mix.failed,
    );
    if (run === store.work.latestRun) showMix(store, mix);
  } catch (error) {
    if (run === store.work.latestRun) showFailure(store, error);
  }
}

function showMix(store: MessageStore, mix: MixAudioReply): void {
  store.actions.updateFormData({
    audioUrl: mix.url,
    audioDuration: mix.duration,
    audioFilename: mix.filename,
    audioFileSize: mix.fileSize,
  });
  setGenerationOutcome(store, { phase: 'done', error: null, canUseLocalEngine: false });
  toast({ title: messages.mix.mixedTitle, description: messages.generation.mixed, variant: 'default' });
}

function showFailure(store: MessageStore, error: unknown): void {
  const failure =
    error instanceof StageFailure ? error : new StageFailure(errorMessageOf(error, messages.generation.noAudio), false);
  setGenerationOutcome(store, {
    phase: 'failed',
    error: failure.message,
    canUseLocalEngine: failure.canUseLocalEngine,
  });
}
