import type { PhoneSystemId } from '../phone-systems';

/**
 * Installing the message as an auto-attendant (IVR) greeting or menu prompt, per system. Each says
 * to play the menu again when the caller presses nothing: a menu ends "To hear these options
 * again, please stay on the line" unless the owner set a key for it (records 134 and 139).
 */
export const ATTENDANT_STEPS: Record<PhoneSystemId, string[]> = {
  ringcentral: [
    'Sign in to the RingCentral Admin Portal and open Phone System > Auto-Receptionist.',
    'For the company greeting: open Company Greeting, choose Custom, then Import, and pick the MP3.',
    'For a menu: open IVR Menus, pick the menu, and under Prompt choose Import; then set which key goes where, and set what happens when no key is pressed to repeat the menu.',
    'Save, then call the main number to check it.',
  ],
  teams: [
    'In the Teams admin center open Voice > Auto attendants and pick the attendant (or add one).',
    'In Call flow, under First play a greeting message, choose Play an audio file and upload the MP3.',
    'For a menu, choose Play menu options, pick Play an audio file for the prompt, upload the MP3, and assign the dial keys.',
    'Save, then call the attendant’s resource account number to check it; wait without pressing a key, and the menu should play again.',
  ],
  '3cx': [
    'Sign in to the 3CX Management Console and open Digital Receptionist (Voice Apps / IVR in newer versions).',
    'Pick the receptionist or add one, and upload the WAV as its prompt.',
    'Set what each key does, and set where calls go on no input to play the menu again. Save.',
    'Call the receptionist’s number or extension to check it.',
  ],
  asterisk: [
    'FreePBX: open Admin > System Recordings, add a recording and upload the WAV.',
    'Open Applications > IVR, pick the IVR (or add one), and choose the recording as its Announcement; set the key entries, and set Timeout Retries (3 is usual) so the menu plays again when no key is pressed.',
    'Submit and press Apply Config. Point an inbound route at the IVR.',
    'Plain Asterisk: copy the WAV to `/var/lib/asterisk/sounds/custom/` and play it with `Background(custom/menu)` before `WaitExten()` in the dialplan, with a `t` (timeout) extension that goes back to the menu, so it plays again when no key is pressed.',
  ],
  cisco: [
    'UCCX: open Applications > Prompt Management and upload the WAV.',
    'In the UCCX script, play the prompt in the Menu or Play Prompt step, and set the Menu step’s Maximum Retries so the menu plays again when no key is pressed; then upload and refresh the application.',
    'Cisco Unity Connection auto-attendant instead: open Call Management > System Call Handlers, pick the handler, and upload the WAV as its Standard greeting.',
    'Call the attendant’s number to check it.',
  ],
  avaya: [
    'Embedded Voicemail: in IP Office Web Manager open Call Management > Auto Attendant, pick the attendant (or add one).',
    'Upload the WAV as the Morning, Afternoon or Evening greeting, or as the Menu Options prompt, and set the key actions; have the menu play again when no key is pressed.',
    'Voicemail Pro: in the Voicemail Pro Client, add the WAV as the prompt of the Menu action in the attendant’s call flow, then save and make live.',
    'Call the number that reaches the attendant to check it.',
  ],
  twilio: [
    'Upload the WAV to Twilio Assets (Functions and Assets in the Console) or any public HTTPS address.',
    'Answer the number with TwiML that plays the prompt while listening for a key: `<Response><Gather numDigits="1" action="/menu"><Play>https://…/menu.wav</Play></Gather></Response>`.',
    'Handle the pressed key at the `action` URL (or use a Studio flow with Gather Input on Call). After the `<Gather>`, a `<Redirect>` to the same TwiML plays the menu again when no key is pressed.',
    'Call the number and press each key to check it.',
  ],
};
