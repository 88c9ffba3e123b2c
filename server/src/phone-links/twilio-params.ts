/**
 * The parameters of a Twilio voice webhook this server reads (Twilio's documented request parameters
 * for a call, `<Gather>` and `<Record>`), each with the shape Twilio documents. Anything else posted
 * is ignored, and a value of the wrong shape counts as absent: a forged or garbled request can steer
 * the call only as a caller's own keypad could (record 141).
 */
export interface TwilioParams {
  CallSid?: string;
  AccountSid?: string;
  /** The caller's number, or a word such as `anonymous` when withheld. */
  From?: string;
  To?: string;
  CallStatus?: string;
  /** The keys the caller pressed; '' when `<Gather>` timed out. */
  Digits?: string;
  RecordingUrl?: string;
  RecordingSid?: string;
  RecordingDuration?: number;
}

const SID = (prefix: string) => new RegExp(`^${prefix}[0-9a-fA-F]{32}$`);
/** A number, a SIP or client address, or a word: printable, no spaces, as Twilio writes them. */
const PARTY = /^[\w+:@.*#-]{1,64}$/;

const SHAPES: Record<Exclude<keyof TwilioParams, 'RecordingDuration'>, RegExp> = {
  CallSid: SID('CA'),
  AccountSid: SID('AC'),
  From: PARTY,
  To: PARTY,
  CallStatus: /^(queued|ringing|in-progress|completed|busy|failed|no-answer|canceled)$/,
  Digits: /^[0-9*#]{0,32}$/,
  RecordingUrl: /^https?:\/\/[\x21-\x7e]{1,500}$/,
  RecordingSid: SID('RE'),
};

/** Reads a posted form (already decoded) into the documented parameters, dropping everything else. */
export function readTwilioParams(form: Readonly<Record<string, string>>): TwilioParams {
  const params: TwilioParams = {};
  for (const [name, shape] of Object.entries(SHAPES) as [keyof typeof SHAPES, RegExp][]) {
    const value = form[name];
    if (value !== undefined && shape.test(value)) params[name] = value;
  }
  const duration = form.RecordingDuration;
  if (duration !== undefined && /^\d{1,6}$/.test(duration)) params.RecordingDuration = Number(duration);
  return params;
}
