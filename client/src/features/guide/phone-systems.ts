import type { ExportFormat } from '#common/schemas/library.js';

/**
 * What each phone system takes: one file format for everything it plays (hold music, greetings,
 * prompts). GuidePage renders them all; the steps for each use are in steps/ (guide-uses.ts).
 * 'original' is the final MP3 itself (128 kbps, 44.1 kHz).
 * Requirements are the systems' documented ones (Avaya IP Office, Microsoft Teams, Twilio <Play>,
 * Asterisk file formats); where a vendor page could not be checked, the safe telephony format is used.
 */
type DownloadFormat = ExportFormat | 'original';

export type PhoneSystemId = 'ringcentral' | 'teams' | '3cx' | 'asterisk' | 'cisco' | 'avaya' | 'twilio';

export interface PhoneSystem {
  id: PhoneSystemId;
  name: string;
  /** The file this page offers, in words. */
  fileLabel: string;
  format: DownloadFormat;
  /** The system's own requirement, so an administrator can check it against their version. */
  requirement: string;
  /** Some systems look for one exact file name for their hold music. */
  holdFileName?: string;
  note?: string;
  /** For systems that fetch audio from an address themselves: how a phone link keeps the line current (record 110). */
  phoneLink?: string;
}

export const PHONE_SYSTEMS: PhoneSystem[] = [
  {
    id: 'ringcentral',
    name: 'RingCentral',
    fileLabel: 'MP3, 128 kbps',
    format: 'original',
    requirement: 'Accepts MP3 or WAV uploads and converts them itself, so the studio-quality MP3 is the best source.',
  },
  {
    id: 'teams',
    name: 'Microsoft Teams',
    fileLabel: 'MP3 mono, 64 kbps, under 5 MB',
    format: 'mp3-teams',
    requirement: 'Music on hold, auto attendant and call queue greetings take an MP3, WAV or WMA file of at most 5 MB.',
  },
  {
    id: '3cx',
    name: '3CX',
    fileLabel: 'WAV, 8 kHz, 16-bit PCM, mono',
    format: 'wav-pcm-8k',
    requirement: 'Hold music, prompts and greetings are WAV files: PCM 8 kHz, 16-bit, mono.',
  },
  {
    id: 'asterisk',
    name: 'Asterisk / FreePBX',
    fileLabel: 'WAV, 8 kHz, 16-bit PCM, mono',
    format: 'wav-pcm-8k',
    requirement: 'Plays sound files (files mode) in mono; 8 kHz WAV is played as is, with no conversion per call.',
    phoneLink:
      'Asterisk, FreePBX and FreeSWITCH music on hold can play a phone link’s address, or a scheduled job (cron with curl) can fetch its 8 kHz WAV into the hold folder: holidays and after-hours then switch by themselves.',
  },
  {
    id: 'cisco',
    name: 'Cisco (CUCM / UCCX)',
    fileLabel: 'WAV, 8 kHz, G.711 µ-law, mono',
    format: 'wav-ulaw-8k',
    requirement:
      'Unified CM takes WAV uploads and converts them to its codecs; UCCX prompts and Unity Connection greetings take G.711 µ-law 8 kHz mono WAV. File names without spaces.',
  },
  {
    id: 'avaya',
    name: 'Avaya IP Office',
    fileLabel: 'WAV, 8 kHz, 16-bit PCM, mono (HoldMusic.wav for hold music)',
    format: 'wav-pcm-8k',
    holdFileName: 'HoldMusic.wav',
    requirement:
      'Hold music, voicemail greetings and auto attendant prompts are WAV: PCM, 8 kHz, 16-bit, mono. The system hold music is a file called HoldMusic.wav, and its length is limited (90 seconds on IP500 V2 in older releases; check your release).',
    note: 'Messages longer than your system allows are rejected: make a shorter one in the studio if needed.',
  },
  {
    id: 'twilio',
    name: 'Twilio',
    fileLabel: 'WAV, 8 kHz, G.711 µ-law, mono',
    format: 'wav-ulaw-8k',
    requirement:
      'Its <Play> verb takes MP3, WAV and µ-law audio; calls are carried as 8 kHz µ-law, so this file needs no conversion.',
    phoneLink:
      'Point a number or queue at a phone link’s TwiML address: Twilio plays whatever the link plays now, so holidays and after-hours switch by themselves.',
  },
];
