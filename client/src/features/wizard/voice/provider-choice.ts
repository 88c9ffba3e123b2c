import type { VoiceProvider } from '#common/constants.js';
import type { ProviderStatus } from '#common/schemas/voices.js';

/**
 * Which provider card a message's choice stands for, given what this server has (issue 47). The
 * offline voice is the choice wherever a studio card could not speak for itself: Murf without its
 * key (it would only be the offline voice under Murf's name, and the spec's default preselected it
 * on every server without one), and a studio this server does not offer at all (an OpenAI-compatible
 * server since removed). ElevenLabs without its key stays a choice: its upload still matches a
 * sample to an offline voice (record 053). Until the server's list is known, the choice stands.
 */
export function providerChoice(choice: VoiceProvider, statuses: ProviderStatus[] | undefined): VoiceProvider {
  if (!statuses || choice === 'local') return choice;
  const status = statuses.find((s) => s.id === choice);
  if (!status || (choice === 'murf' && status.mode !== 'live')) return 'local';
  return choice;
}

/** Whether a studio's card can be chosen on this server: not Murf's without its key. */
export function canChoose(status: ProviderStatus | undefined): boolean {
  return !(status?.id === 'murf' && status.mode !== 'live');
}
