import { messages } from '#common/messages.js';
import type { ProviderStatus } from '#common/schemas/voices.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.js';
import { createLocalProvider, type LocalProvider } from './local/local-provider.js';
import type { SpeechProvider } from './speech-provider.js';
import { createElevenLabsProvider } from './studio/elevenlabs-provider.js';
import { createMurfProvider, murfVoiceId } from './studio/murf-provider.js';
import { readElevenLabsVoices, readMurfVoices } from './studio/account-voices.js';
import { premadeElevenLabsVoice } from './studio/elevenlabs-voices.js';
import { createVoiceDirectory, type VoiceDirectory } from './studio/voice-directory.js';
import { createOpenAiProvider } from './studio/openai-provider.js';
import { serviceName } from './studio/studio-error.js';

/** The engines this server can use: always `local`; a studio service only with its API key. */
export interface SpeechProviders {
  local: LocalProvider;
  murf?: SpeechProvider;
  elevenlabs?: SpeechProvider;
  openai?: SpeechProvider;
  /** The studios' live voice lists (record 074): started with the server, stopped at close. */
  voiceLists: VoiceDirectory[];
}

export function createSpeechProviders(config: Config, log?: FastifyBaseLogger): SpeechProviders {
  const voiceLists: VoiceDirectory[] = [];
  const murfKey = config.murfApiKey;
  const elevenKey = config.elevenlabsApiKey;
  const murfList =
    murfKey &&
    createVoiceDirectory({
      service: 'murf',
      read: () => readMurfVoices({ apiKey: murfKey, baseUrl: config.murfApiUrl }),
      fallback: murfVoiceId,
      log,
    });
  const elevenList =
    elevenKey &&
    createVoiceDirectory({
      service: 'elevenlabs',
      read: () => readElevenLabsVoices({ apiKey: elevenKey, baseUrl: config.elevenlabsApiUrl }),
      fallback: premadeElevenLabsVoice,
      log,
    });
  if (murfList) voiceLists.push(murfList);
  if (elevenList) voiceLists.push(elevenList);
  return {
    local: createLocalProvider(config.offlineEngines),
    murf: murfList
      ? createMurfProvider({ apiKey: murfKey, baseUrl: config.murfApiUrl, voiceFor: murfList.voiceFor })
      : undefined,
    elevenlabs: elevenList
      ? createElevenLabsProvider({
          apiKey: elevenKey,
          baseUrl: config.elevenlabsApiUrl,
          voiceFor: elevenList.voiceFor,
        })
      : undefined,
    openai: config.openaiTts ? createOpenAiProvider(config.openaiTts) : undefined,
    voiceLists,
  };
}

const OFFLINE_NOTES = {
  murf: messages.voice.murfKeyMissingNote,
  elevenlabs: messages.voice.offlineElevenLabsNote,
} as const;

/**
 * What step 2 shows on each studio's card (record 053): live with a key, otherwise offline. Offline,
 * Murf's card is no choice (the Offline voice card, always there, is the same voice: issue 47);
 * ElevenLabs' still matches an uploaded sample to an offline voice. The OpenAI-compatible card is the
 * operator's own server, so it appears only when one is configured.
 */
export function providerStatuses(providers: SpeechProviders): ProviderStatus[] {
  const studios = (['murf', 'elevenlabs'] as const).map((id): ProviderStatus => {
    const live = Boolean(providers[id]);
    return {
      id,
      mode: live ? 'live' : 'offline',
      canClone: id === 'elevenlabs' && live,
      note: live ? `${serviceName(id)} studio voices` : OFFLINE_NOTES[id],
    };
  });
  const openai: ProviderStatus[] = providers.openai
    ? [{ id: 'openai', mode: 'live', canClone: false, note: messages.voice.liveOpenAiNote }]
    : [];
  return [...studios, ...openai];
}
