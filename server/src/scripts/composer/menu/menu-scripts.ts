import { createHash } from 'node:crypto';
import { languageOfferLine } from '#common/bilingual.js';
import { type MenuPrompt, menuPrompts } from '#common/phone-menu-prompts.js';
import type { MenuClosure, PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { oneFullStop, speakableCompanyName } from '#common/speech/spoken-symbols.js';
import { seededRandom } from '../random.js';
import { TONE_WORDING } from '../tone-wording.js';
import { oneSentence } from '../types/auto-attendant.js';
import { asPhrase } from '../user-casing.js';
import { choiceWords, menuLevelParagraphs } from './menu-level-words.js';
import { MENU_TONE_WORDING, type MenuToneWording } from './menu-tone-wording.js';
import { openingHoursText } from './opening-hours-words.js';

/**
 * The words of every prompt of a phone menu (issue 38, record 139), by prompt id, as the composer
 * writes them from the menu's settings. The owner's own words (`settings.prompts[key].text`) are
 * not applied here: this is what a prompt says when the owner has not written it. The same
 * settings always give the same words, so a prompt is never re-rendered for nothing; the words
 * state nothing the settings do not hold, and an information prompt the composer cannot write
 * from them is '' (the owner writes it; the server makes no menu with an empty one).
 */
export function composeMenuScripts(settings: PhoneMenuSettings): Record<string, string> {
  const scripts: Record<string, string> = {};
  for (const prompt of menuPrompts(settings)) scripts[prompt.id] = promptWords(prompt, settings);
  return scripts;
}

/**
 * The greeting's wording among the tone's one-sentence welcomes (record 134: a caller waits for
 * the options), picked by the business and the tone: a fixed seed, so the same settings give the
 * same greeting, while two businesses need not sound alike.
 */
function greeting(settings: PhoneMenuSettings, company: string): string {
  const seed = createHash('sha256').update(`${settings.tone}\n${settings.companyName}`).digest().readUInt32BE(0);
  const welcome = seededRandom(seed).pick(TONE_WORDING[settings.tone].welcome.filter(oneSentence));
  return oneFullStop(welcome.replace('{company}', company));
}

/** Words that may fill a label about business hours ("our opening hours", "hear our business hours"). */
const HOURS_LABEL_WORDS = new Set(
  (
    'hours hour opening open times our your the business office store shop clinic practice working trading ' +
    'operating operation regular normal of for to hear get learn check what when are is we were re you information info about'
  ).split(' '),
);

/**
 * An option about the business hours and nothing else: "Hours", "Opening times", "When are you
 * open?". "Hours and location" is not (the composer knows no location), nor "Holiday hours" (the
 * weekly hours are not a holiday's), nor "Class times".
 */
function isHoursLabel(label: string): boolean {
  const words = label.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.some((w) => /^(?:hours?|open|opening|times)$/.test(w)) && words.every((w) => HOURS_LABEL_WORDS.has(w));
}

/** The closure's name when every closure gives the same one; the holiday prompt plays on each of them. */
function closureName(closures: readonly MenuClosure[]): string | null {
  const names = new Set(closures.map((c) => asPhrase(c.name ?? '')));
  const [name] = names;
  return names.size === 1 && name ? name : null;
}

function promptWords(prompt: MenuPrompt, settings: PhoneMenuSettings): string {
  const words: MenuToneWording = MENU_TONE_WORDING[settings.tone];
  const company = speakableCompanyName(settings.companyName) || settings.companyName.trim();
  const hours = openingHoursText(settings.hours);
  switch (prompt.kind) {
    case 'greeting':
      return greeting(settings, company);
    case 'languageOffer':
      return languageOfferLine(prompt.language, settings.otherLanguage?.key ?? '');
    case 'menu': {
      const choice = prompt.path.length > 0 && prompt.label ? choiceWords(prompt.label) : null;
      const opening = choice ? [words.chosen.replace('{choice}', choice)] : [];
      return [...opening, ...menuLevelParagraphs(prompt.options ?? [])].join('\n\n');
    }
    case 'info':
      return hours && isHoursLabel(prompt.label ?? '') ? words.hours.replace('{hours}', hours) : '';
    case 'invalid':
      return words.invalid;
    case 'noInput':
      return words.noInput;
    case 'transfer':
      return words.transfer;
    case 'afterHours':
      // Whether the voicemail prompt follows is the owner's switch, turned without new words:
      // a call back is true either way, and the voicemail greeting asks for the message itself.
      return hours
        ? [words.closed, words.hours.replace('{hours}', hours), words.callBackInHours].join(' ')
        : [words.closed, words.callBackLater].join(' ');
    case 'holiday': {
      const name = closureName(settings.closures);
      return [name ? words.closedFor.replace('{closure}', name) : words.closedToday, words.callBackLater].join(' ');
    }
    case 'voicemail':
      return oneFullStop(words.voicemail.replace('{company}', company));
  }
}
