import type { FastifyReply } from 'fastify';
/**
 * A TwiML document (Twilio's documented voice markup), written by hand: a handful of verbs with
 * attributes and one text each, which needs no XML library. Text and attribute values are escaped.
 */
export interface TwimlVerb {
  /** `Play`, `Gather`, `Dial`, `Record`, `Redirect`, `Say`, `Hangup`. */
  verb: string;
  attributes?: Record<string, string | number | boolean>;
  /** A URL, a number or words; or the verbs nested inside (`<Gather>`'s `<Play>`s). */
  body?: string | TwimlVerb[];
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function write({ verb, attributes = {}, body }: TwimlVerb): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  if (body === undefined || body.length === 0) return `<${verb}${attrs}/>`;
  const inner = typeof body === 'string' ? escapeXml(body) : body.map(write).join('');
  return `<${verb}${attrs}>${inner}</${verb}>`;
}

/** The whole document: `<Response>` holding the verbs in order. */
export function twimlDocument(verbs: readonly TwimlVerb[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${verbs.map(write).join('')}</Response>`;
}

/** Sends TwiML as Twilio reads it. Asked again on every call and step: a link turned off stops answering at once. */
export function sendTwiml(reply: FastifyReply, verbs: readonly TwimlVerb[]): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/xml; charset=utf-8').send(twimlDocument(verbs));
}
