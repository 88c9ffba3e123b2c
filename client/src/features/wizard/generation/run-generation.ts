import { LIMITS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import type { WizardFormData } from '#common/wizard.js';
import { toast } from '@/components/ui/use-toast';
import type { WizardActions } from '../wizard-store';
import {
  errorMessageOf,
  isStudioFailure,
  mixRequestFrom,
  requestMix,
  voiceRequestFrom,
  voiceKeyOf,
} from './generation-requests';
import { setGenerationStatus } from './generation-status';
import { followJob } from './follow-job';
import { ensureScript, ensureVoice, getHeadStart } from './head-start';
import { takeMixAhead } from './mix-ahead';
import { reportJobProgress } from './job-progress';
import { saveGeneration, type SavedGeneration } from './saved-generation';
import type { MixAudioReply } from '#common/schemas/mix.js';
import type { SynthesizeVoiceReply } from '#common/schemas/voices.js';

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

/** Only the newest run may change the wizard: an older one finishing late is about an old request. */
let latestRun = 0;

/**
 * Step 4's Continue and step 5's Try again (spec §4 "Audio generation", record 050): the overlay, cleared
 * audio fields, the script and voice (from the head start when it matches), the mix, the result
 * stored, then step 5 after the overlay clean-up. A forced advance after 15 s, and on any error
 * step 5 all the same, with the error kept for it.
 */
export async function runGeneration(
  data: WizardFormData,
  actions: WizardActions,
  options: { useLocalEngine?: boolean } = {},
) {
  const run = ++latestRun;
  const isLatest = () => run === latestRun;
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
  setGenerationStatus({ phase: 'running', error: null, canUseLocalEngine: false });
  reportJobProgress(null);
  // Kept for a reload of step 5, which attaches to this run's jobs (saved-generation.ts).
  saveGeneration({ formData: { ...data, ...NO_AUDIO } });
  try {
    const script = await ensureScript(data, actions.updateFormData);
    const body = voiceRequestFrom({ ...data, scriptContent: script }, options.useLocalEngine);
    // A recording the head start already announced needs no second 'Voice Synthesized'.
    const wasReady = getHeadStart().voice?.key === voiceKeyOf(body) && getHeadStart().voice?.status === 'ready';
    const voice = await stage(
      () => ensureVoice(body).promise,
      messages.generation.voiceFailedTitle,
      messages.generation.voiceFailed,
      !options.useLocalEngine,
    );
    if (!wasReady && isLatest())
      toast({
        title: messages.generation.voiceSynthesizedTitle,
        description: messages.generation.voiceSynthesized,
        variant: 'default',
      });
    const mixBody = mixRequestFrom(voice.audioId, data);
    // Usually step 4 has mixed this very choice ahead (record 081); should that have failed, mix now.
    const ahead = takeMixAhead(mixBody)?.catch(() => requestMix(mixBody));
    const mix = await stage(() => ahead ?? requestMix(mixBody), messages.mix.failedTitle, messages.mix.failed);
    if (!isLatest()) return;
    showMix(mix, actions);
    setTimeout(advance, LIMITS.overlayCleanupMs);
  } catch (error) {
    if (!isLatest()) return;
    showFailure(error);
    advance();
  }
}

/**
 * A reload of step 5 while the message was still being made: follows the saved run's jobs (the mix,
 * or the voice and then a new mix) instead of starting over. Step 5 shows "still working" meanwhile.
 */
export async function resumeGeneration(saved: SavedGeneration, actions: WizardActions) {
  const run = ++latestRun;
  setGenerationStatus({ phase: 'running', error: null, canUseLocalEngine: false });
  try {
    const mixJob = saved.mixJobId;
    if (!mixJob) {
      if (!saved.voiceJobId) throw new StageFailure(messages.generation.noAudio, false);
      const voice = await stage(
        () => followJob<SynthesizeVoiceReply>(saved.voiceJobId!),
        messages.generation.voiceFailedTitle,
        messages.generation.voiceFailed,
        true,
      );
      const mix = await stage(
        () => requestMix(mixRequestFrom(voice.audioId, saved.formData)),
        messages.mix.failedTitle,
        messages.mix.failed,
      );
      if (run === latestRun) showMix(mix, actions);
      return;
    }
    const mix = await stage(() => followJob<MixAudioReply>(mixJob), messages.mix.failedTitle, messages.mix.failed);
    if (run === latestRun) showMix(mix, actions);
  } catch (error) {
    if (run === latestRun) showFailure(error);
  }
}

function showMix(mix: MixAudioReply, actions: WizardActions): void {
  actions.updateFormData({
    audioUrl: mix.url,
    audioDuration: mix.duration,
    audioFilename: mix.filename,
    audioFileSize: mix.fileSize,
  });
  setGenerationStatus({ phase: 'done', error: null, canUseLocalEngine: false });
  reportJobProgress(null);
  toast({ title: messages.mix.mixedTitle, description: messages.generation.mixed, variant: 'default' });
}

function showFailure(error: unknown): void {
  const failure =
    error instanceof StageFailure ? error : new StageFailure(errorMessageOf(error, messages.generation.noAudio), false);
  setGenerationStatus({ phase: 'failed', error: failure.message, canUseLocalEngine: failure.canUseLocalEngine });
  reportJobProgress(null);
}
