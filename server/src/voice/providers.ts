import { messages } from '../../../common/messages.js';
import type { VoiceProvider } from '../../../common/constants.js';
import type { ProviderStatus } from '../../../common/schemas/voices.js';
import type { Config } from '../config.js';
import { createLocalProvider } from './local/local-provider.js';
import type { SpeechProvider } from './speech-provider.js';
import { createElevenLabsProvider } from './studio/elevenlabs-provider.js';
import { createMurfProvider } from './studio/murf-provider.js';
import { serviceName } from './studio/studio-error.js';

/** The engines this server can use: always `local`; a studio service only with its API key. */
export interface SpeechProviders {
  local: SpeechProvider;
  murf?: SpeechProvider;
  elevenlabs?: SpeechProvider;
}

const local = createLocalProvider();

export function createSpeechProviders(config: Config): SpeechProviders {
  return {
    local,
    murf: config.murfApiKey ? createMurfProvider({ apiKey: config.murfApiKey, baseUrl: config.murfApiUrl }) : undefined,
    elevenlabs: config.elevenlabsApiKey
      ? createElevenLabsProvider({ apiKey: config.elevenlabsApiKey, baseUrl: config.elevenlabsApiUrl })
      : undefined,
  };
}

const OFFLINE_NOTES = { murf: messages.voice.offlineMurfNote, elevenlabs: messages.voice.offlineElevenLabsNote } as const;

/** What step 2 shows on each provider card (D4): live with a key, otherwise rendered offline. */
export function providerStatuses(providers: SpeechProviders): ProviderStatus[] {
  return (['murf', 'elevenlabs'] as const).map((id: VoiceProvider) => {
    const live = Boolean(providers[id]);
    return {
      id,
      mode: live ? 'live' : 'offline',
      canClone: id === 'elevenlabs' && live,
      note: live ? `${serviceName(id)} studio voices` : OFFLINE_NOTES[id],
    };
  });
}
