import type { PhoneSystemId } from '../phone-systems';

/**
 * Installing the message as a voicemail greeting, per system. Backticks mark text to type. Where a
 * system only records greetings by phone, the steps say so and give the nearest way to use a file.
 */
export const VOICEMAIL_STEPS: Record<PhoneSystemId, string[]> = {
  ringcentral: [
    'Sign in to the RingCentral Admin Portal (or the app’s Settings, for your own extension).',
    'Open the user’s Screening, Greeting & Hold Music settings, then Voicemail greeting.',
    'Choose Custom, then Import, and pick the downloaded MP3. Save.',
    'Call the extension and let it ring through to voicemail to check it.',
  ],
  teams: [
    'Personal voicemail greetings are recorded by each user in Teams (Settings > Calls > Configure voicemail > Record a greeting); a file cannot be uploaded there.',
    'For a shared mailbox: in the Teams admin center open Voice > Call queues or Auto attendants, and where calls go to Voicemail (shared), choose Play an audio file and upload the MP3.',
    'Save, then call the queue or attendant and leave it to reach voicemail to check it.',
  ],
  '3cx': [
    'Sign in to the 3CX Management Console and open Users, then the user.',
    'On the Voicemail tab, under Greeting, upload the downloaded WAV and select it.',
    'Save. Users can also upload it themselves in the 3CX web client under Settings > Greetings.',
    'Call the extension and let it go to voicemail to check it.',
  ],
  asterisk: [
    'FreePBX: open Admin > System Recordings, add a recording and upload the WAV.',
    'Then set it as the mailbox’s unavailable greeting: with the Voicemail Admin module, or by copying the file as shown below.',
    'Plain Asterisk: copy the WAV to the mailbox folder as `unavail.wav` (or `busy.wav`, `greet.wav`), e.g. `/var/spool/asterisk/voicemail/default/1001/unavail.wav`, owned by the asterisk user.',
    'Call the extension and let it go to voicemail to check it.',
  ],
  cisco: [
    'Voicemail greetings live in Cisco Unity Connection, not Unified CM.',
    'In Cisco Unity Connection Administration open Users, pick the user, then Edit > Greetings.',
    'Choose the Standard (or Alternate) greeting, set it to My Personal Recording, and upload the WAV with the media player’s Upload option.',
    'Save, then call the user’s extension and let it go to voicemail.',
  ],
  avaya: [
    'With Voicemail Pro: in the Voicemail Pro Client open the user’s mailbox or the call flow module that answers it.',
    'In the greeting’s Play or Leave Mail action, add a prompt and import the downloaded WAV.',
    'Save and make live. With Embedded Voicemail, greetings are recorded by phone (the user dials their mailbox and picks the greeting option).',
    'Call the extension and let it go to voicemail to check it.',
  ],
  twilio: [
    'Upload the WAV to Twilio Assets (Functions and Assets in the Console) or any public HTTPS address.',
    'Answer unanswered calls with TwiML that plays it and then records: `<Response><Play>https://…/greeting.wav</Play><Record maxLength="120" /></Response>`.',
    'Use that TwiML (a TwiML Bin, a Function or a Studio flow) as the action after the `<Dial>` times out.',
    'Call in, let it ring out, and leave a test message.',
  ],
};
