/**
 * Reads a TwiML answer as Twilio would: an XML document whose root is `<Response>`, each verb an
 * element with attributes and either text or nested verbs. A strict reader of the XML subset TwiML
 * uses (declaration, elements, attributes in double or single quotes, text, the five predefined
 * entities): anything else, or tags that do not match, throws, so a malformed answer fails the test.
 */
export interface TwimlElement {
  name: string;
  attributes: Record<string, string>;
  children: TwimlElement[];
  /** The element's own text, entities decoded, trimmed. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const value = ENTITIES[name];
    if (value === undefined) throw new Error(`unknown entity ${whole}`);
    return value;
  });
}

const TOKEN =
  /<\/([A-Za-z][\w.-]*)\s*>|<([A-Za-z][\w.-]*)((?:\s+[A-Za-z_:][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)/gy;
const ATTRIBUTE = /([A-Za-z_:][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;

export function readTwiml(xml: string): TwimlElement {
  const body = xml.replace(/^<\?xml\s+version="1\.0"(\s+encoding="UTF-8")?\s*\?>/, '');
  if (body === xml) throw new Error('no XML declaration');
  const root: TwimlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < body.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(body);
    if (!match) throw new Error(`not XML at ${body.slice(start, start + 40)}`);
    const [, closing, opening, attrs = '', selfClosing, text] = match;
    const parent = stack.at(-1)!;
    if (text !== undefined) {
      if (stack.length === 1 && text.trim()) throw new Error('text outside the root');
      parent.text += decode(text);
    } else if (closing) {
      if (parent.name !== closing) throw new Error(`</${closing}> closes <${parent.name}>`);
      parent.text = parent.text.trim();
      stack.pop();
    } else {
      const attributes: Record<string, string> = {};
      for (const [, name, double, single] of attrs.matchAll(ATTRIBUTE)) {
        if (name! in attributes) throw new Error(`attribute ${name} twice`);
        attributes[name!] = decode(double ?? single ?? '');
      }
      const element: TwimlElement = { name: opening!, attributes, children: [], text: '' };
      parent.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)!.name}> is not closed`);
  if (root.children.length !== 1 || root.children[0]!.name !== 'Response')
    throw new Error('the root is not <Response>');
  return root.children[0]!;
}

/**
 * TwiML's documented voice verbs, with the attributes each takes (Twilio's TwiML reference) and
 * what may be nested in it: an answer that uses anything else is one Twilio would reject.
 */
const DOCUMENTED: Record<string, { attributes: string[]; nests?: string[] }> = {
  Gather: {
    attributes: [
      'action',
      'method',
      'numDigits',
      'timeout',
      'finishOnKey',
      'input',
      'actionOnEmptyResult',
      'speechTimeout',
      'language',
      'hints',
      'partialResultCallback',
      'profanityFilter',
    ],
    nests: ['Play', 'Say', 'Pause'],
  },
  Play: { attributes: ['loop', 'digits'] },
  Say: { attributes: ['voice', 'language', 'loop'] },
  Pause: { attributes: ['length'] },
  Dial: {
    attributes: ['action', 'method', 'timeout', 'callerId', 'record', 'timeLimit', 'hangupOnStar', 'answerOnBridge'],
  },
  Record: {
    attributes: [
      'action',
      'method',
      'timeout',
      'finishOnKey',
      'maxLength',
      'playBeep',
      'trim',
      'recordingStatusCallback',
      'recordingStatusCallbackMethod',
      'transcribe',
      'transcribeCallback',
    ],
  },
  Redirect: { attributes: ['method'] },
  Hangup: { attributes: [] },
};

/** Throws unless every element is a documented verb with documented attributes, nested where TwiML allows. */
export function checkDocumentedTwiml(response: TwimlElement): void {
  const check = (element: TwimlElement, allowed: readonly string[]) => {
    const verb = DOCUMENTED[element.name];
    if (!verb || !allowed.includes(element.name)) throw new Error(`<${element.name}> is not allowed here`);
    for (const name of Object.keys(element.attributes))
      if (!verb.attributes.includes(name)) throw new Error(`<${element.name}> has no attribute ${name}`);
    for (const child of element.children) check(child, verb.nests ?? []);
  };
  for (const verb of response.children) check(verb, Object.keys(DOCUMENTED));
}
