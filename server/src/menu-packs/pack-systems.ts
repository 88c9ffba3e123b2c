import type { ExportFormat } from '#common/schemas/library.js';
import type { MenuPackSystem } from '#common/schemas/phone-menus.js';
import { CONTACT_CENTRE_SYSTEMS, TARGET_SYSTEMS } from '#common/phone-system-limits.js';

/**
 * What each phone system's pack of a menu holds (issue 38, record 140): every prompt's files in the
 * formats that system plays, with its published limits (common/phone-system-limits.ts) and the
 * short steps the README gives. A file is an export conversion (export-audio.ts), so it is the
 * same file a single message's download would be, cached alike; Asterisk's headerless µ-law is cut
 * from the µ-law WAV.
 */
type PackFormat = ExportFormat | 'ulaw-raw';

export interface PackFileSpec {
  format: PackFormat;
  /** The file name's ending after the prompt's name. */
  extension: string;
  /** What it is, in the README's words. */
  what: string;
}

export interface PackSystem {
  name: string;
  files: PackFileSpec[];
  maxBytes?: number;
  maxSeconds?: number;
  /**
   * The system keeps one prompt with a resource per language (Genesys Cloud): a two-language menu's
   * prompt is one prompt there, where elsewhere each language's file is a prompt of its own (record 146).
   */
  languagesInOnePrompt?: true;
  /** What the length limit means there, said beside a prompt over it. */
  lengthNote?: string;
  install: string[];
}

const WAV_8K: PackFileSpec = { format: 'wav-pcm-8k', extension: 'wav', what: 'WAV, 8 kHz, 16-bit PCM, mono' };
const ULAW_WAV: PackFileSpec = { format: 'wav-ulaw-8k', extension: 'wav', what: 'WAV, 8 kHz, G.711 µ-law, mono' };
const MP3: PackFileSpec = { format: 'mp3-teams', extension: 'mp3', what: 'MP3, mono, 64 kb/s' };

export const PACK_SYSTEMS: Record<MenuPackSystem, PackSystem> = {
  freepbx: {
    name: TARGET_SYSTEMS.asterisk.name,
    // Asterisk plays, of the copies of a sound beside each other, the one cheapest to turn into the
    // call's codec: G.722 to a wideband phone, µ-law to the public network, with no transcoding.
    files: [
      WAV_8K,
      { format: 'ulaw-raw', extension: 'ulaw', what: 'G.711 µ-law, 8 kHz, raw (no header)' },
      { format: 'g722', extension: 'g722', what: 'G.722, 16 kHz wideband, raw (no header)' },
      { format: 'wav-pcm-16k', extension: 'wav16', what: 'WAV, 16 kHz, 16-bit PCM, mono (wideband)' },
    ],
    install: [
      'Copy every file, with its name as it is, into /var/lib/asterisk/sounds/custom/ on the PBX (owner asterisk).',
      'Point the IVR at each prompt by its name without an ending, as custom/<name>: in FreePBX add it under Admin > System Recordings, or name it in Playback() or Background().',
      'Keep the four files of a prompt together: Asterisk plays the one that suits each call best (G.722 to a wideband phone).',
    ],
  },
  '3cx': {
    name: TARGET_SYSTEMS['3cx'].name,
    files: [WAV_8K],
    install: [
      'In the 3CX admin console, upload each prompt to the Digital Receptionist where the call-flow sheet says it plays.',
      'Upload a changed prompt again under the same name; 3CX keeps its own copy of the old file until you do.',
    ],
  },
  cisco: {
    name: TARGET_SYSTEMS.cisco.name,
    files: [ULAW_WAV],
    install: [
      'Upload each file under the prompt name it carries: in Unified CCX through Prompt Management, in Unified CM through its audio file management.',
    ],
  },
  avaya: {
    name: TARGET_SYSTEMS.avaya.name,
    files: [WAV_8K],
    maxSeconds: TARGET_SYSTEMS.avaya.maxSeconds,
    lengthNote: 'IP Office plays at most 90 seconds from one file on an IP500 (30 seconds on older units)',
    install: [
      'Upload each file to the system (IP Office Manager’s Embedded File Management, or Web Manager), then choose it for the Auto Attendant action the call-flow sheet names.',
    ],
  },
  connect: {
    name: CONTACT_CENTRE_SYSTEMS.connect.name,
    files: [ULAW_WAV],
    maxBytes: CONTACT_CENTRE_SYSTEMS.connect.maxBytes,
    maxSeconds: CONTACT_CENTRE_SYSTEMS.connect.maxSeconds,
    lengthNote: 'Amazon Connect takes prompts under 5 minutes',
    install: [
      'Upload the WAV files to an S3 bucket your Amazon Connect instance can read.',
      'For each entry of prompts.json call CreatePrompt with its Name and Description and the S3 URI of its File, e.g. aws connect create-prompt --instance-id <id> --name <Name> --description <Description> --s3-uri s3://<bucket>/<File>. prompts.csv holds the same rows.',
      'Or upload each file on the Prompts page of the Amazon Connect admin website, with the name given.',
    ],
  },
  genesys: {
    name: CONTACT_CENTRE_SYSTEMS.genesys.name,
    files: [WAV_8K],
    maxBytes: CONTACT_CENTRE_SYSTEMS.genesys.maxBytes,
    languagesInOnePrompt: true,
    install: [
      'In Genesys Cloud Architect, import user prompts: give it prompts.csv and the WAV files together.',
      'Each prompt gets its audio in each language from the file in audio_<language> (audio_en-us for English, audio_es-us for Spanish); tts_<language> and text_<language> hold its words.',
    ],
  },
  teams: {
    name: TARGET_SYSTEMS.teams.name,
    // Teams calls are wideband: the 16 kHz WAV keeps what a Teams client hears.
    files: [{ format: 'wav-pcm-16k', extension: 'wav', what: 'WAV, 16 kHz, 16-bit PCM, mono' }],
    maxBytes: TARGET_SYSTEMS.teams.maxBytes,
    install: [
      'In the Teams admin center, edit the auto attendant, and for each greeting or menu prompt choose to play an audio file and upload the file the call-flow sheet names.',
    ],
  },
  ringcentral: {
    name: TARGET_SYSTEMS.ringcentral.name,
    files: [MP3],
    maxBytes: TARGET_SYSTEMS.ringcentral.maxBytes,
    maxSeconds: TARGET_SYSTEMS.ringcentral.maxSeconds,
    lengthNote: 'RingCentral takes prompts of about 5 minutes at most',
    install: ['In the RingCentral Admin Portal, add each file as an IVR prompt and give it the name it carries.'],
  },
  plain: {
    name: TARGET_SYSTEMS.other.name,
    files: [MP3, WAV_8K],
    install: [
      'Each prompt comes as an MP3 and as an 8 kHz WAV: most phone systems take one of the two.',
      'Upload each prompt under the name it carries, and build the menu as the call-flow sheet shows.',
    ],
  },
};
