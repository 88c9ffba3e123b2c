import { MESSAGE_LENGTHS } from '#common/constants.js';
import { MESSAGE_TYPE_LABELS } from '#common/labels.js';
import { ACCENT_LABELS } from '#common/voices.js';
import type { ProgrammeSegment } from '#common/schemas/programme-suggestion.js';
import { wordRangeOf } from '../composer/length-control.js';
import type { PhraseContext } from '../composer/phrase-context.js';
import { SPANISH_CALQUES } from '../composer/spanish/spanish-calques.js';
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
  // A programme's message is asked for as an on-hold message: its own subject brings its own fields.
  if (request.segment === 'hours') lines.push(f.hours ? `Business hours: ${f.hours}` : '');
  if (request.segment === 'promotion') lines.push(...ctx.promotions.map((p) => `Promotion (mention it): ${p}`));
  switch (request.messageType) {
    case 'holiday':
      lines.push(f.holiday ? `Holiday: ${f.holiday}` : '', f.hours ? `Regular business hours: ${f.hours}` : '');
      lines.push(onCallLine(ctx));
      break;
    case 'after-hours':
      lines.push(f.hours ? `Business hours: ${f.hours}` : '');
      lines.push(onCallLine(ctx));
      break;
    case 'voicemail':
      lines.push(f.contact ? `Voicemail of (speak in the first person as): ${f.contact}` : '');
      if (ctx.outOfOffice) {
        // The Spanish context writes the date as its sentence says it ("el lunes 28 de diciembre", record 143).
        const back = f.returnDate || f.returnOn;
        lines.push(back ? `Out of the office, back on: ${back}` : 'Out of the office');
      }
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

/** A business whose help never stops is written for as the composer does (record 150). */
function onCallLine(ctx: PhraseContext): string {
  if (!ctx.urgent?.onCall) return '';
  return 'Help never stops here: say first that the on-call team is there now and that a caller with an emergency should stay on the line. Never send an emergency to voicemail, never say the business is resting, and never say it is closed next to hours that are 24/7.';
}

/** "an on-hold message", "a voicemail greeting": every type label begins with a plainly sounded letter. */
function withArticle(label: string): string {
  return `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;
}

/**
 * One message of an on-hold programme (record 118): what it is about, said as the composer's
 * segment plans say it, so both writers keep to the same facts.
 */
const SEGMENT_BRIEFS: Record<ProgrammeSegment, string> = {
  welcome:
    'the welcome that opens the programme: greet the caller with the company name in the first sentence and ask them to stay on the line',
  services: 'what the business offers, from its industry and key products only',
  team: 'the care callers can expect from the team, naming no service, price or fact that was not given',
  hours: 'the business hours, exactly as given',
  website: 'the website, as a place to learn more; name no feature of the site',
  promotion:
    'the promotions given; when none are given, an invitation to ask the team what is new, naming no offer, price or deadline',
  thanks:
    'a thank-you for holding, heard several times in the programme: warm, and asks the caller to stay on the line',
};

function task(request: ScriptRequest): string[] {
  const { min, max } = wordRangeOf(request);
  if (request.segment)
    return [
      `Write one message of an on-hold programme for this business: ${SEGMENT_BRIEFS[request.segment]}.`,
      `Name the company once. Tone: ${request.tone}. Length: between ${min} and ${max} words.`,
      ...(request.variant
        ? [
            // The first thank-you's opening in the part's language (record 147: Spanish parts too).
            `The programme has other such messages: say this one in words of its own, and do not open with "${
              request.language === 'es' ? 'Gracias por esperar' : 'Thank you for holding'
            }".`,
          ]
        : []),
    ];
  const length = MESSAGE_LENGTHS.find((l) => l.value === request.messageLength)!;
  return [
    `Write ${withArticle(MESSAGE_TYPE_LABELS[request.messageType].toLowerCase())} for this business.`,
    `Tone: ${request.tone}. Length: ${length.label.toLowerCase()}, between ${min} and ${max} words.`,
  ];
}

/** The voice's accent decides the English written: its spelling and its greetings (issue 40). */
const englishOf = (request: ScriptRequest) =>
  `Write in ${ACCENT_LABELS[request.accent]} English, as a caller there expects it (spelling, and greetings such as ${
    request.accent === 'en-GB' ? '"Happy Christmas"' : '"Merry Christmas"'
  }).`;

/**
 * A Spanish message (issue 39, record 143): said plainly in English, the prompt's language, and
 * once in Spanish, with what a native writer of US Spanish does and the calques the answer is
 * checked for (an answer with one is refused, and the composer writes the script).
 */
const spanishOf = () =>
  [
    'Write the whole script in Spanish: US Spanish, neutral Latin American, as a native speaker writes a business phone message in the United States, never a word-for-word translation from English.',
    'Escriba todo el guion en español de Estados Unidos, neutro y natural. Trate a quien llama de "usted".',
    'Keypad options read "Para ventas, oprima el uno." with the digit as a word. Write times as "de 9 de la mañana a 5 de la tarde" and dates as "el 28 de diciembre". Keep the business details below as given: they are already in the script\'s Spanish form, and names and brands stay as typed.',
    `Avoid calques such as ${SPANISH_CALQUES.map((c) => `"${c.said}" (say "${c.instead}")`).join(', ')}.`,
  ].join('\n');

export function buildPrompt(request: ScriptRequest, ctx: PhraseContext): ChatMessage[] {
  const language = request.language === 'es' ? spanishOf() : englishOf(request);
  const user = [...task(request), language, '', ...detailLines(request, ctx)].join('\n');
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}
