import type { VoiceProvider } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { findVoice } from '#common/voices.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { findCustomVoice } from './custom-voices.js';
import type { SpeechProviders } from './providers.js';
import type { SpeechProvider, VoiceRef } from './speech-provider.js';

export interface VoiceChoice {
  voiceType: string;
  voiceProvider?: VoiceProvider;
  elevenlabsVoiceId?: string;
  useLocalEngine?: boolean;
}

/**
 * Which engine speaks, with which voice. The chosen studio speaks when its key is set; otherwise,
 * or when the user asked to retry offline, the local engine does (record 053). A user's custom
 * voice is looked up with its owner, so nobody can speak with another user's clone.
 */
export async function resolveVoice(
  db: Db,
  providers: SpeechProviders,
  userId: string,
  choice: VoiceChoice,
): Promise<{ provider: SpeechProvider; voice: VoiceRef }> {
  if (choice.elevenlabsVoiceId) {
    const custom = await findCustomVoice(db, choice.elevenlabsVoiceId, userId);
    if (!custom) throw new AppError(400, messages.voice.customVoiceNotFound);
    if (custom.externalVoiceId && providers.elevenlabs && !choice.useLocalEngine) {
      return {
        provider: providers.elevenlabs,
        voice: { catalogueId: custom.baseVoiceId, externalId: custom.externalVoiceId },
      };
    }
    return {
      provider: providers.local,
      voice: { catalogueId: custom.baseVoiceId, localTuning: custom.localTuning ?? undefined },
    };
  }
  if (!findVoice(choice.voiceType)) throw new AppError(400, messages.voice.voiceRequired);
  const studio = providers[choice.voiceProvider ?? 'murf'];
  const provider = studio && !choice.useLocalEngine ? studio : providers.local;
  return { provider, voice: { catalogueId: choice.voiceType } };
}
