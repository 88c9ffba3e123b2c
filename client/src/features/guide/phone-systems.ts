import type { ExportFormat } from '../../../../common/schemas/library';

/**
 * What each phone system takes for music on hold, and how to install it. One entry per system;
 * GuidePage renders them all. 'original' is the final MP3 itself (128 kbps, 44.1 kHz). Steps may
 * mark commands with backticks; the card sets them as code.
 * Requirements are the systems' documented ones (Avaya IP Office, Microsoft Teams, Twilio <Play>,
 * Asterisk file formats); where a vendor page could not be checked, the safe telephony format is used.
 */
type DownloadFormat = ExportFormat | 'original';

export interface PhoneSystem {
  id: string;
  name: string;
  /** The file this page offers, in words. */
  fileLabel: string;
  format: DownloadFormat;
  /** The system's own requirement, so an administrator can check it against their version. */
  requirement: string;
  steps: string[];
  /** Some systems look for one exact file name. */
  fileName?: string;
  note?: string;
}

export const PHONE_SYSTEMS: PhoneSystem[] = [
  {
    id: 'ringcentral',
    name: 'RingCentral',
    fileLabel: 'MP3, 128 kbps',
    format: 'original',
    requirement: 'Accepts MP3 or WAV uploads and converts them itself, so the studio-quality MP3 is the best source.',
    steps: [
      'Sign in to the RingCentral Admin Portal.',
      'For the whole company, open the Auto-Receptionist call handling; for one user or call queue, open its Screening, Greeting & Hold Music settings.',
      'Under Hold Music choose Custom, then Import, and pick the downloaded MP3.',
      'Save, then call in and put the call on hold to check it.',
    ],
  },
  {
    id: 'teams',
    name: 'Microsoft Teams',
    fileLabel: 'MP3 mono, 64 kbps, under 5 MB',
    format: 'mp3-teams',
    requirement: 'Custom music on hold takes an MP3, WAV or WMA file of at most 5 MB.',
    steps: [
      'For a call queue: in the Teams admin center open Voice > Call queues, pick the queue, and under Music on hold choose Play an audio file, then upload the MP3.',
      'For calls a user puts on hold: in Teams PowerShell read the file with `$bytes = [System.IO.File]::ReadAllBytes("C:\\hold.mp3")` and upload it with `Import-CsOnlineAudioFile -ApplicationId TenantGlobal -FileName "hold.mp3" -Content $bytes`.',
      'Create a policy with `New-CsTeamsCallHoldPolicy -Identity "CustomHold" -AudioFileId <id returned>` and assign it with `Grant-CsTeamsCallHoldPolicy`.',
      'Allow a few hours for the policy to reach every user, then test with a call from outside.',
    ],
  },
  {
    id: '3cx',
    name: '3CX',
    fileLabel: 'WAV, 8 kHz, 16-bit PCM, mono',
    format: 'wav-pcm-8k',
    requirement: 'Music on hold files are WAV, PCM 8 kHz, 16-bit, mono.',
    steps: [
      'Sign in to the 3CX Management Console.',
      'Open the Music on Hold settings (Settings, or Advanced in newer versions).',
      'Upload the downloaded WAV and select it as the system’s music on hold, or as a call queue’s hold music in that queue’s settings.',
      'Save, then test by putting a call on hold.',
    ],
  },
  {
    id: 'asterisk',
    name: 'Asterisk / FreePBX',
    fileLabel: 'WAV, 8 kHz, 16-bit PCM, mono',
    format: 'wav-pcm-8k',
    requirement: 'Plays sound files (files mode) in mono; 8 kHz WAV is played as is, with no conversion per call.',
    steps: [
      'FreePBX: open Settings > Music on Hold and pick a category (default) or add one.',
      'Upload the downloaded WAV, save, and press Apply Config.',
      'Plain Asterisk: copy the WAV into the music-on-hold directory of the class in musiconhold.conf (`mode=files`, e.g. `/var/lib/asterisk/moh`), then run `asterisk -rx "moh reload"`.',
      'Point the queue or route at that music-on-hold class, and test.',
    ],
  },
  {
    id: 'cisco',
    name: 'Cisco (CUCM / UCCX)',
    fileLabel: 'WAV, 8 kHz, G.711 µ-law, mono',
    format: 'wav-ulaw-8k',
    requirement:
      'Unified CM takes WAV uploads and converts them to its codecs; UCCX prompts must be G.711 µ-law 8 kHz mono WAV. File names without spaces.',
    steps: [
      'Unified CM: in Cisco Unified CM Administration open Media Resources > Music On Hold Audio File Management and upload the WAV.',
      'Upload it on every node that runs the MOH service (each subscriber keeps its own copy).',
      'Open Media Resources > Music On Hold Audio Source, add a source with the uploaded file, and select it as the hold audio source on the device pool, line or hunt pilot.',
      'UCCX: open Applications > Prompt Management, upload the same WAV, and play it from your script.',
    ],
  },
  {
    id: 'avaya',
    name: 'Avaya IP Office',
    fileLabel: 'WAV, 8 kHz, 16-bit PCM, mono, named HoldMusic.wav',
    format: 'wav-pcm-8k',
    fileName: 'HoldMusic.wav',
    requirement:
      'The system source is a file called HoldMusic.wav: PCM, 8 kHz, 16-bit, mono. The length is limited (90 seconds on IP500 V2 in older releases; check your release).',
    steps: [
      'Keep the file name HoldMusic.wav (on Linux-based systems the name is case-sensitive).',
      'In IP Office Web Manager open the system’s Hold Music settings, set System Source to WAV File, and upload the file.',
      'With IP Office Manager instead: copy HoldMusic.wav to the `system/primary` folder of the SD card (Embedded File Management), then set System > Telephony > Tones & Music > Hold Music to WAV File.',
      'Save the configuration and test.',
    ],
    note: 'Messages longer than your system allows are rejected: make a shorter one in the studio if needed.',
  },
  {
    id: 'twilio',
    name: 'Twilio',
    fileLabel: 'WAV, 8 kHz, G.711 µ-law, mono',
    format: 'wav-ulaw-8k',
    requirement:
      'Its <Play> verb takes MP3, WAV and µ-law audio; calls are carried as 8 kHz µ-law, so this file needs no conversion.',
    steps: [
      'Upload the WAV to Twilio Assets (Functions and Assets in the Console) or any public HTTPS address.',
      'Answer the hold or queue wait URL with TwiML that plays it in a loop: `<Response><Play loop="0">https://…/hold.wav</Play></Response>`.',
      'Use that URL as the `waitUrl` of `<Enqueue>` or of a `<Conference>`.',
      'Call in to test.',
    ],
  },
];
