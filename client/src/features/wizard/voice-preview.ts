import { LIMITS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { WizardFormData } from '#common/wizard.js';
import { ApiError, NetworkError } from '@/lib/api';
import { startJob } from './generation/follow-job';
import { previewErrorMessage } from './preview-error';
import { audioPlayer } from '@/lib/audio-player';
import { toast } from '@/components/ui/use-toast';

/**
 * Step 3's voice previews (spec §7 POST /api/preview-voice, §8 'Voice Preview Failed'): the first
 * 500 characters in the chosen voice, aborted after 30 s, played on the app's one audio player.
 * The main preview also names the provider and the cloned voice; a saved script's preview does not.
 * A preview is a job (record 102): followed to its end, its place in the queue is reported while it
 * waits, and the user may cancel it.
 */
export interface PreviewOptions {
  text: string;
  voice: Pick<
    WizardFormData,
    'voiceGender' | 'voiceAccent' | 'voiceType' | 'voiceProvider' | 'elevenlabsVoiceId' | 'language'
  >;
  withProvider: boolean;
  /** Hears the preview job's status while it is made (its place in the queue). */
  onStatus?: (status: JobStatusReply) => void;
  /** Cancels the preview: its job is cancelled on the server and nothing plays. */
  signal?: AbortSignal;
}

/** The user cancelled the preview: nothing to say. */
class PreviewCancelled extends Error {}

class PreviewFailure extends Error {
  constructor(
    message: string,
    readonly unauthorized = false,
  ) {
    super(message);
  }
}

async function requestPreviewUrl({ text, voice, withProvider, onStatus, signal }: PreviewOptions): Promise<string> {
  const body = {
    text: text.slice(0, LIMITS.previewTextChars),
    voiceGender: voice.voiceGender,
    voiceAccent: voice.voiceAccent,
    voiceType: voice.voiceType,
    // The message's language: the server checks the voice speaks it (record 144).
    language: voice.language,
    ...(withProvider ? { voiceProvider: voice.voiceProvider, elevenlabsVoiceId: voice.elevenlabsVoiceId } : {}),
  };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LIMITS.previewTimeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const reply = await startJob('/api/preview-voice', body, onStatus, controller.signal);
    const url = typeof reply?.url === 'string' ? reply.url : '';
    if (!url) throw new PreviewFailure(messages.scripts.previewNoUrl);
    return /^(https?:)?\//.test(url) ? url : `/${url}`;
  } catch (error) {
    if (error instanceof PreviewFailure) throw error;
    if (controller.signal.aborted) {
      if (timedOut) throw new PreviewFailure(messages.scripts.previewTimeout);
      throw new PreviewCancelled();
    }
    if (error instanceof ApiError) throw new PreviewFailure(previewErrorMessage(error), error.code === 'unauthorized');
    if (error instanceof NetworkError) throw new PreviewFailure(messages.generic.networkError);
    throw new PreviewFailure(String(error));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/** Fetches and plays a preview; every failure ends in a toast and a stopped player. Resolves with the url played, or null. */
export async function playVoicePreview(options: PreviewOptions): Promise<string | null> {
  let url: string;
  try {
    url = await requestPreviewUrl(options);
  } catch (error) {
    audioPlayer.stopAll();
    // An ended session says so itself (session-ended.ts); a cancelled preview was the user's choice.
    if (error instanceof PreviewCancelled || (error instanceof PreviewFailure && error.unauthorized)) return null;
    // The editor's preview says what failed (spec §8 'Voice Preview Failed'); a saved script's
    // Preview Audio has the spec's own 'Preview Failed' sentence.
    toast(
      options.withProvider
        ? { title: messages.scripts.previewFailedTitle, description: (error as Error).message }
        : { title: messages.scripts.savedPreviewFailedTitle, description: messages.scripts.savedPreviewFailed },
    );
    return null;
  }
  await audioPlayer.play(url, {
    onError: (error) =>
      toast(
        error.kind === 'needs-interaction'
          ? { title: messages.audio.needsInteractionTitle, description: messages.audio.needsInteraction }
          : { title: messages.scripts.audioErrorTitle, description: messages.scripts.audioError },
      ),
  });
  return url;
}
