import type { ExportFormat } from './schemas/library.js';

/**
 * The phone systems a programme (issue 25) can be made for: the Guide's seven and "other", with
 * each system's published limits on one file. A limit a vendor does not publish is left out, not
 * guessed. Figures:
 * - Microsoft Teams: music on hold and greetings at most 5 MB (MP3, WAV or WMA).
 * - RingCentral: about 5 MB and 5 minutes per file (a third-party figure; RingCentral converts uploads).
 * - Avaya IP Office: 90 s per hold source on IP500 (30 s on older units), 8 kHz 16-bit mono WAV.
 * - 3CX, Cisco CUCM, Asterisk / FreePBX: 8 kHz mono WAV, no published length limit.
 * - Twilio <Play>: MP3 or WAV fetched by address, no published limit.
 * None of them needs 16 kHz audio for a single message or a programme, whose 8 kHz files every one
 * plays. Since issue 38 (record 140, amending record 117) 16 kHz exports exist all the same
 * (`wav-pcm-16k`, `g722`): Asterisk / FreePBX plays the wideband copy of a prompt to a wideband
 * phone when it sits beside the narrowband one, and a phone menu's FreePBX pack carries both.
 */
export const TARGET_SYSTEM_IDS = [
  'ringcentral',
  'teams',
  '3cx',
  'asterisk',
  'cisco',
  'avaya',
  'twilio',
  'other',
] as const;
export type TargetSystemId = (typeof TARGET_SYSTEM_IDS)[number];

/** 'original' is the final MP3 itself (128 kb/s, 44.1 kHz). */
export type TargetFormat = ExportFormat | 'original';

export interface TargetSystemLimits {
  name: string;
  /** The file the system takes (an export format, or the MP3 itself). */
  format: TargetFormat;
  /** Largest file it accepts, in bytes, when published. */
  maxBytes?: number;
  /** Longest file it accepts, in seconds, when published. */
  maxSeconds?: number;
}

const MB = 1024 * 1024;

export const TARGET_SYSTEMS: Record<TargetSystemId, TargetSystemLimits> = {
  ringcentral: { name: 'RingCentral', format: 'original', maxBytes: 5 * MB, maxSeconds: 300 },
  teams: { name: 'Microsoft Teams', format: 'mp3-teams', maxBytes: 5 * MB },
  '3cx': { name: '3CX', format: 'wav-pcm-8k' },
  asterisk: { name: 'Asterisk / FreePBX', format: 'wav-pcm-8k' },
  cisco: { name: 'Cisco (CUCM / UCCX)', format: 'wav-ulaw-8k' },
  avaya: { name: 'Avaya IP Office', format: 'wav-pcm-8k', maxSeconds: 90 },
  twilio: { name: 'Twilio', format: 'original' },
  other: { name: 'Another system', format: 'original' },
};

/** Bytes a second of each file (constant bit rates; WAV headers are a few dozen bytes more). */
export const BYTES_PER_SECOND: Record<TargetFormat, number> = {
  original: 16_000, // MP3 128 kb/s
  'mp3-teams': 8_000, // MP3 64 kb/s
  'wav-pcm-8k': 16_000, // 8,000 samples of 16 bits
  'wav-ulaw-8k': 8_000, // 8,000 samples of 8 bits
  'wav-pcm-16k': 32_000, // 16,000 samples of 16 bits
  g722: 8_000, // G.722 at 64 kb/s
  'preview-landline': 16_000,
  'preview-mobile': 16_000,
  'preview-wideband': 16_000,
};

/**
 * The contact-centre systems a phone menu's pack is also made for (issue 38, record 140), with their
 * published limits on one prompt file: Amazon Connect takes 8 kHz µ-law WAV "less than 50 MB and
 * less than 5 minutes"; Genesys Cloud a WAV of at most 25 MB.
 */
export const CONTACT_CENTRE_SYSTEMS = {
  connect: { name: 'Amazon Connect', format: 'wav-ulaw-8k', maxBytes: 50 * MB, maxSeconds: 300 },
  genesys: { name: 'Genesys Cloud', format: 'wav-pcm-8k', maxBytes: 25 * MB },
} as const satisfies Record<string, TargetSystemLimits>;
