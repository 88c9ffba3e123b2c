import type { VoiceAccent } from '#common/constants.js';
import { SPANISH_ACCENT } from '#common/spanish-voices.js';
import type { VoiceGender } from '#common/voices.js';
import { elevenLabsClient } from './elevenlabs-client.js';
import { studioFetch } from './studio-fetch.js';

/**
 * The voices a studio account can use right now, read from the service (ElevenLabs GET /v1/voices
 * through its SDK, Murf GET /v1/speech/voices), each reduced to what the catalogue maps by:
 * gender and accent. Tested only against the loopback server in testing/fake-studio.ts.
 */
export interface AccountVoice {
  id: string;
  name: string;
  gender?: VoiceGender;
  /** One of the spec's accents, or Spanish of any country for the Spanish voices (record 144). */
  accent?: VoiceAccent | typeof SPANISH_ACCENT;
}

const TIMEOUT_MS = 20_000;

function gender(label: string | undefined): VoiceGender | undefined {
  const g = label?.toLowerCase();
  return g === 'male' || g === 'female' ? g : undefined;
}

/** ElevenLabs' free-text accent label, or Murf's locale, as one of the catalogue's accents. */
function accentOf(label: string | undefined): AccountVoice['accent'] {
  const a = (label ?? '').toLowerCase();
  if (/^en-us$|american|us & canada|^us$/.test(a)) return 'en-US';
  if (/^en-(uk|gb)$|british/.test(a)) return 'en-GB';
  if (/^en-au$|australian/.test(a)) return 'en-AU';
  if (/^en-in$|indian|india/.test(a)) return 'en-IN';
  if (/^es-[a-z]{2}$|spanish|mexican|latin/.test(a)) return SPANISH_ACCENT;
  return undefined;
}

export async function readElevenLabsVoices(options: { apiKey: string; baseUrl: string }): Promise<AccountVoice[]> {
  const client = await elevenLabsClient(options);
  const { voices } = await client.voices.getAll({}, { timeoutInSeconds: TIMEOUT_MS / 1000 });
  return voices.map((v) => ({
    id: v.voiceId,
    name: v.name ?? v.voiceId,
    gender: gender(v.labels?.gender),
    accent: accentOf(v.labels?.accent),
  }));
}

interface MurfVoice {
  voiceId?: unknown;
  displayName?: unknown;
  gender?: unknown;
  locale?: unknown;
}

export async function readMurfVoices(options: { apiKey: string; baseUrl: string }): Promise<AccountVoice[]> {
  const body = await studioFetch({
    service: 'murf',
    url: `${options.baseUrl.replace(/\/+$/, '')}/v1/speech/voices`,
    timeoutMs: TIMEOUT_MS,
    init: { headers: { 'api-key': options.apiKey, accept: 'application/json' } },
  });
  const list = JSON.parse(body.toString('utf8')) as unknown;
  if (!Array.isArray(list)) return [];
  return (list as MurfVoice[])
    .filter((v): v is MurfVoice & { voiceId: string } => typeof v.voiceId === 'string')
    .map((v) => ({
      id: v.voiceId,
      name: typeof v.displayName === 'string' ? v.displayName : v.voiceId,
      gender: gender(typeof v.gender === 'string' ? v.gender : undefined),
      accent: accentOf(typeof v.locale === 'string' ? v.locale : undefined),
    }));
}
