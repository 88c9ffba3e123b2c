import type { PhoneSystemId } from '../phone-systems';

/** Installing the message as music on hold, per system. Backticks mark text to type. */
export const HOLD_STEPS: Record<PhoneSystemId, string[]> = {
  ringcentral: [
    'Sign in to the RingCentral Admin Portal.',
    'For the whole company, open the Auto-Receptionist call handling; for one user or call queue, open its Screening, Greeting & Hold Music settings.',
    'Under Hold Music choose Custom, then Import, and pick the downloaded MP3.',
    'Save, then call in and put the call on hold to check it.',
  ],
  teams: [
    'For a call queue: in the Teams admin center open Voice > Call queues, pick the queue, and under Music on hold choose Play an audio file, then upload the MP3.',
    'For calls a user puts on hold: in Teams PowerShell read the file with `$bytes = [System.IO.File]::ReadAllBytes("C:\\hold.mp3")` and upload it with `Import-CsOnlineAudioFile -ApplicationId TenantGlobal -FileName "hold.mp3" -Content $bytes`.',
    'Create a policy with `New-CsTeamsCallHoldPolicy -Identity "CustomHold" -AudioFileId <id returned>` and assign it with `Grant-CsTeamsCallHoldPolicy`.',
    'Allow a few hours for the policy to reach every user, then test with a call from outside.',
  ],
  '3cx': [
    'Sign in to the 3CX Management Console.',
    'Open the Music on Hold settings (Settings, or Advanced in newer versions).',
    'Upload the downloaded WAV and select it as the system’s music on hold, or as a call queue’s hold music in that queue’s settings.',
    'Save, then test by putting a call on hold.',
  ],
  asterisk: [
    'FreePBX: open Settings > Music on Hold and pick a category (default) or add one.',
    'Upload the downloaded WAV, save, and press Apply Config.',
    'Plain Asterisk: copy the WAV into the music-on-hold directory of the class in musiconhold.conf (`mode=files`, e.g. `/var/lib/asterisk/moh`), then run `asterisk -rx "moh reload"`.',
    'Point the queue or route at that music-on-hold class, and test.',
  ],
  cisco: [
    'Unified CM: in Cisco Unified CM Administration open Media Resources > Music On Hold Audio File Management and upload the WAV.',
    'Upload it on every node that runs the MOH service (each subscriber keeps its own copy).',
    'Open Media Resources > Music On Hold Audio Source, add a source with the uploaded file, and select it as the hold audio source on the device pool, line or hunt pilot.',
    'UCCX: open Applications > Prompt Management, upload the same WAV, and play it from your script.',
  ],
  avaya: [
    'Keep the file name HoldMusic.wav (on Linux-based systems the name is case-sensitive).',
    'In IP Office Web Manager open the system’s Hold Music settings, set System Source to WAV File, and upload the file.',
    'With IP Office Manager instead: copy HoldMusic.wav to the `system/primary` folder of the SD card (Embedded File Management), then set System > Telephony > Tones & Music > Hold Music to WAV File.',
    'Save the configuration and test.',
  ],
  twilio: [
    'Upload the WAV to Twilio Assets (Functions and Assets in the Console) or any public HTTPS address.',
    'Answer the hold or queue wait URL with TwiML that plays it in a loop: `<Response><Play loop="0">https://…/hold.wav</Play></Response>`.',
    'Use that URL as the `waitUrl` of `<Enqueue>` or of a `<Conference>`.',
    'Call in to test.',
  ],
};
