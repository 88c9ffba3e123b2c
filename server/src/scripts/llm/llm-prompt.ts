import { MESSAGE_LENGTHS } from '#common/constants.js';
import { MESSAGE_TYPE_LABELS } from '#common/labels.js';
import { WORD_RANGES } from '../composer/length-control.js';
import type { PhraseContext } from '../composer/phrase-context.js';
import type { ScriptRequest } from '../script-writer.js';

/**
 * The prompt sent to an OpenAI-compatible model (record 054), kept here in the repository so
 * it is reviewed like code. The user's fields go in as the script should show them (the website
 * as "www.brightsmile.com", hours as "9:00 AM"): the user edits the script, and the speech path
 * turns numbers and addresses into words later (record 095).
 */
const SYSTEM_PROMPT = `You are an experienced copywriter of business telephone messages: on-hold messages, voicemail greetings, after-hours and holiday announcements, auto-attendant menus and promotions. A professional voice will read your script aloud to callers.

Rules:
- Write for the ear: short, natural sentences a caller understands on first hearing.
- Use every business detail you are given, accurately, and invent none (no prices, phone numbers, addresses or offers that were not given).
- Write numbers, times, dates, phone numbers and web addresses the way they are written ("9:00 AM", "555 0100", "www.brightsmile.com"); the voice reads them out correctly. No emoji.
- Separate paragraphs with one blank line; the voice pauses there. Never repeat a sentence.
- No placeholders, brackets, stage directions, sound effects or speaker labels.
- Answer with a JSON object and nothing else: {"script": "<the script>"}`;

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

function detailLines(request: ScriptRequest, ctx: PhraseContext): string[] {
  const f = ctx.fields;
  const lines = [
    `Company name: ${f.company}`,
    f.industryNoun ? `Industry or sector: ${f.industryNoun}` : '',
    f.products ? `Key products or services: ${f.products}` : '',
    f.website ? `Website: ${f.website}` : '',
  ];
  switch (request.messageType) {
    case 'holiday':
      lines.push(f.holiday ? `Holiday: ${f.holiday}` : '', f.hours ? `Regular business hours: ${f.hours}` : '');
      break;
    case 'after-hours':
      lines.push(f.hours ? `Business hours: ${f.hours}` : '');
      break;
    case 'voicemail':
      lines.push(f.contact ? `Voicemail of (speak in the first person as): ${f.contact}` : '');
      if (ctx.outOfOffice)
        lines.push(f.returnDate ? `Out of the office, back on: ${f.returnDate}` : 'Out of the office');
      break;
    case 'on-hold-promotions':
      lines.push(...ctx.promotions.map((p) => `Promotion (mention it): ${p}`));
      break;
    case 'auto-attendant':
      lines.push(f.attendantIntro ? `Menu introduction: ${f.attendantIntro}` : '');
      lines.push(...ctx.menu.map((m) => `Keypad option, say exactly "${m.sentence}"`));
      break;
    case 'custom':
      lines.push(...ctx.customParagraphs.map((p) => `The user's own message (keep its meaning and facts): ${p}`));
      break;
    case 'on-hold':
    case 'intro-greeting':
      // Nothing beyond the company details: these types are about the business itself.
      break;
  }
  return lines.filter(Boolean);
}

/** "an on-hold message", "a voicemail greeting": every type label begins with a plainly sounded letter. */
function withArticle(label: string): string {
  return `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;
}

export function buildPrompt(request: ScriptRequest, ctx: PhraseContext): ChatMessage[] {
  const { min, max } = WORD_RANGES[request.messageLength];
  const length = MESSAGE_LENGTHS.find((l) => l.value === request.messageLength)!;
  const user = [
    `Write ${withArticle(MESSAGE_TYPE_LABELS[request.messageType].toLowerCase())} for this business.`,
    `Tone: ${request.tone}. Length: ${length.label.toLowerCase()}, between ${min} and ${max} words.`,
    '',
    ...detailLines(request, ctx),
  ].join('\n');
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}
