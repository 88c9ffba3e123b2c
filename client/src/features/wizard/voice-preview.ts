import { LIMITS } from '#common/constants.js';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { WizardFormData } from '#common/wizard.js';
import { ApiError, NetworkError, api } from '@/lib/api';
import { audioPlayer } from '@/lib/audio-player';
import { toast } from '@/components/ui/use-toast';

/**
 * Step 3's voice previews (spec §7 POST /api/preview-voice, §8 'Voice Preview Failed'): the first
 * 500 characters in the chosen voice, aborted after 30 s, played on the app's one audio player.
 * The main preview also names the provider and the cloned voice; a saved script's preview does not.
 */
export interface PreviewOptions {
  text: string;
  voice: Pick<WizardFormData, 'voiceGender' | 'voiceAccent' | 'voiceType' | 'voiceProvider' | 'elevenlabsVoiceId'>;
  withProvider: boolean;
}

class PreviewFailure extends Error {
  constructor(
    message: string,
    readonly unauthorized = false,
  ) {
    super(message);
  }
}

async function requestPreviewUrl({ text, voice, withProvider }: PreviewOptions): Promise<string> {
  const body = {
    text: text.slice(0, LIMITS.previewTextChars),
    voiceGender: voice.voiceGender,
    voiceAccent: voice.voiceAccent,
    voiceType: voice.voiceType,
    ...(withProvider ? { voiceProvider: voice.voiceProvider, elevenlabsVoiceId: voice.elevenlabsVoiceId } : {}),
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LIMITS.previewTimeoutMs);
  try {
    const reply = await api.post('/api/preview-voice', body, {
      signal: controller.signal,
    });
    const url = typeof reply?.url === 'string' ? reply.url : '';
    if (!url) throw new PreviewFailure(messages.scripts.previewNoUrl);
    return /^(https?:)?\//.test(url) ? url : `/${url}`;
  } catch (error) {
    if (error instanceof PreviewFailure) throw error;
    if (error instanceof DOMException && error.name === 'AbortError')
      throw new PreviewFailure(messages.scripts.previewTimeout);
    if (error instanceof ApiError) {
      throw new PreviewFailure(
        error.serverMessage ?? formatMessage(messages.scripts.previewServerError, { status: error.status }),
        error.code === 'unauthorized',
      );
    }
    if (error instanceof NetworkError) throw new PreviewFailure(messages.generic.networkError);
    throw new PreviewFailure(String(error));
  } finally {
    clearTimeout(timer);
  }
}

/** Fetches and plays a preview; every failure ends in a toast and a stopped player. Resolves with the url played, or null. */
export async function playVoicePreview(options: PreviewOptions): Promise<string | null> {
  let url: string;
  try {
    url = await requestPreviewUrl(options);
  } catch (error) {
    audioPlayer.stopAll();
    // An ended session says so itself (session-ended.ts).
    if (error instanceof PreviewFailure && error.unauthorized) return null;
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
