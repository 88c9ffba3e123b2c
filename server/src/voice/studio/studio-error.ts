import { messages } from '#common/messages.js';
import { formatMessage } from '#common/format-message.js';

/**
 * What went wrong with a studio service, in the user's words. Every studio failure may be
 * retried on the offline engine (the request's `useLocalEngine`), and the messages say so.
 */
export type StudioFailure = 'auth' | 'quota' | 'unavailable' | 'timeout' | 'rejected';

const SERVICE_NAMES = {
  murf: 'Murf',
  elevenlabs: 'ElevenLabs',
  openai: 'The OpenAI-compatible speech service',
} as const;
export type StudioId = keyof typeof SERVICE_NAMES;

export class StudioError extends Error {
  override name = 'StudioError';
  constructor(
    readonly service: StudioId,
    readonly failure: StudioFailure,
    /** The service's own words, when it gave any (shown only for 'rejected'). */
    readonly detail = '',
  ) {
    super(studioMessage(service, failure, detail));
  }

  /** The status our API answers with: never 401, which the client reads as "signed out". */
  get httpStatus(): number {
    return this.failure === 'timeout' ? 504 : this.failure === 'rejected' ? 422 : 502;
  }
}

function studioMessage(service: StudioId, failure: StudioFailure, detail: string): string {
  const templates = {
    auth: messages.voice.studioAuth,
    quota: messages.voice.studioQuota,
    unavailable: messages.voice.studioUnavailable,
    timeout: messages.voice.studioTimeout,
    rejected: messages.voice.studioRejected,
  };
  return formatMessage(templates[failure], { service: SERVICE_NAMES[service], detail: detail || 'unknown reason' });
}

export function serviceName(service: StudioId): string {
  return SERVICE_NAMES[service];
}
