import type { PhoneSystemId } from '../phone-systems';

/**
 * Installing the message to play when the office is closed (after hours, or on a holiday), per
 * system: each has a schedule that switches the greeting.
 */
export const AFTER_HOURS_STEPS: Record<PhoneSystemId, string[]> = {
  ringcentral: [
    'In the RingCentral Admin Portal, set the business hours of the Auto-Receptionist (or the user) first.',
    'Open the After Hours call handling and set its greeting to Custom, then Import the MP3.',
    'For a holiday: add a Custom Rule with the holiday’s dates, and import the MP3 as that rule’s greeting.',
    'Save, then call outside the business hours (or during the rule’s dates) to check it.',
  ],
  teams: [
    'In the Teams admin center open Voice > Auto attendants and pick the attendant.',
    'Set the business hours, then in Call flow for after hours choose Play an audio file and upload the MP3.',
    'For a holiday: open Holiday call settings, add the holiday (Voice > Holidays holds the dates), and upload the MP3 as its greeting.',
    'Save, then call outside the hours to check it.',
  ],
  '3cx': [
    'In the 3CX Management Console open Office Hours (Settings) and set the office hours and the holidays.',
    'Open the Digital Receptionist for the closed times (or add one), and upload the WAV as its prompt.',
    'In the inbound rule (or the receptionist’s settings), send calls outside office hours and on holidays to that receptionist. Save.',
    'Call outside office hours to check it.',
  ],
  asterisk: [
    'FreePBX: upload the WAV in Admin > System Recordings, then add an Announcement (Applications > Announcements) that plays it.',
    'Add a Time Group with the opening hours (or the holiday’s date), and a Time Condition that sends calls outside it to the announcement.',
    'Point the inbound route at the Time Condition, submit and press Apply Config.',
    'Plain Asterisk: use `GotoIfTime()` in the dialplan to reach a context that does `Playback(custom/after-hours)`.',
  ],
  cisco: [
    'Cisco Unity Connection: open Call Management > System Call Handlers, pick the handler, and upload the WAV as its Closed greeting (or Holiday greeting).',
    'Set the handler’s schedule (and the holiday schedule) in System Settings > Schedules.',
    'UCCX instead: upload the WAV in Prompt Management and play it in the script branch after a Time of Day or Day of Week step.',
    'Call outside the hours to check it.',
  ],
  avaya: [
    'In IP Office Web Manager set a Time Profile with the opening hours (and any holiday dates).',
    'In the Auto Attendant, upload the WAV as the greeting for the closed period (Evening), or in Voicemail Pro play it in the out-of-hours branch of the call flow.',
    'Link the incoming call route to the time profile so closed-time calls reach it. Save.',
    'Call outside the hours to check it.',
  ],
  twilio: [
    'Upload the WAV to Twilio Assets (Functions and Assets in the Console) or any public HTTPS address.',
    'In a Function or Studio flow, check the time (Studio: a Split Based On widget on the time), and when closed answer with `<Response><Play>https://…/closed.wav</Play></Response>`.',
    'For a holiday, add the date to the same check.',
    'Call at a closed time (or set the check to closed for a moment) to test it.',
  ],
};
