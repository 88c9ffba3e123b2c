/** Business constants and limits (spec §3, §9; records 050, 054). */

export const WIZARD_STEPS = [
  { number: 1, label: 'Business Info' },
  { number: 2, label: 'Voice' },
  { number: 3, label: 'Message' },
  { number: 4, label: 'Music' },
  { number: 5, label: 'Download' },
] as const;
export const STEP_COUNT = WIZARD_STEPS.length;

export const INDUSTRIES = [
  { value: 'technology', label: 'Technology' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'finance', label: 'Finance' },
  { value: 'retail', label: 'Retail' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'education', label: 'Education' },
  { value: 'professional', label: 'Professional Services' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'other', label: 'Other' },
] as const;
export type Industry = (typeof INDUSTRIES)[number]['value'];
export const INDUSTRY_VALUES = INDUSTRIES.map((i) => i.value) as [Industry, ...Industry[]];

export const MESSAGE_LENGTHS = [
  { value: 'short', label: 'Short', hint: '40–60 words, about 20 seconds' },
  { value: 'medium', label: 'Medium', hint: '80–110 words, about 40 seconds' },
  { value: 'long', label: 'Long', hint: '150–190 words, about 75 seconds' },
] as const;
export type MessageLength = (typeof MESSAGE_LENGTHS)[number]['value'];
export const MESSAGE_LENGTH_VALUES = MESSAGE_LENGTHS.map((l) => l.value) as [MessageLength, ...MessageLength[]];

/** Silence between paragraphs when paragraph pauses are on (record 054). */
export const PAUSE_LENGTHS = [
  { value: 'short', label: 'Short', seconds: 0.5 },
  { value: 'medium', label: 'Medium', seconds: 1.0 },
  { value: 'long', label: 'Long', seconds: 1.75 },
] as const;
export type PauseLength = (typeof PAUSE_LENGTHS)[number]['value'];
export const PAUSE_LENGTH_VALUES = PAUSE_LENGTHS.map((p) => p.value) as [PauseLength, ...PauseLength[]];

export const TONES = [
  { value: 'friendly', label: 'Friendly' },
  { value: 'professional', label: 'Professional' },
  { value: 'warm', label: 'Warm' },
  { value: 'energetic', label: 'Energetic' },
  { value: 'calm', label: 'Calm' },
] as const;
export type Tone = (typeof TONES)[number]['value'];
export const TONE_VALUES = TONES.map((t) => t.value) as [Tone, ...Tone[]];

export const MESSAGE_TYPES = [
  'holiday',
  'voicemail',
  'on-hold',
  'after-hours',
  'intro-greeting',
  'on-hold-promotions',
  'auto-attendant',
  'custom',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * The studio services, each live only with its key. `openai`: any server speaking OpenAI's speech
 * API; offered only when the operator configured one.
 */
export const STUDIO_PROVIDERS = ['murf', 'elevenlabs', 'openai'] as const;
/**
 * What step 2 chooses: a studio, or `local`, the offline voice on the server itself (the neural voice
 * where installed), which always works and is the choice when Murf has no key (issue 47).
 */
export const VOICE_PROVIDERS = [...STUDIO_PROVIDERS, 'local'] as const;
export type VoiceProvider = (typeof VOICE_PROVIDERS)[number];
export const VOICE_ACCENTS = ['en-US', 'en-GB', 'en-AU', 'en-IN'] as const;
export type VoiceAccent = (typeof VOICE_ACCENTS)[number];

export const DEFAULT_TRACK_ID = 'corporate-upbeat';
export const NO_MUSIC_TRACK_ID = 'none';

/** Timings and limits of spec §9, in milliseconds where a time. */
export const LIMITS = {
  musicVolumeDefault: 15,
  musicVolumeMin: 0,
  musicVolumeMax: 100,
  playerDefaultVolume: 80,
  maxCloneFileBytes: 10 * 1024 * 1024,
  previewTextChars: 500,
  previewTimeoutMs: 30_000,
  scriptGenerationDelayMs: 300,
  savedScriptsKept: 5,
  savedScriptsDisplayed: 10,
  forcedAdvanceMs: 15_000,
  overlayCleanupMs: 500,
  adminRecheckMs: 10_000,
  samplePollMs: 100,
  audioProgressMs: 100,
  postLoginRedirectMs: 2_000,
  toastDurationMs: 5_000,
  toastRemoveDelayMs: 1_000_000,
  loginLinkMinutes: 15,
  companyNameMinChars: 2,
} as const;
