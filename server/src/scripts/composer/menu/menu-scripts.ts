import { languageOfferLine } from '#common/bilingual.js';
import { type MenuPrompt, menuPrompts } from '#common/phone-menu-prompts.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { oneFullStop, speakableCompanyName } from '#common/speech/spoken-symbols.js';
import { seededRandom } from '../random.js';
import { TONE_WORDING } from '../tone-wording.js';
import { oneSentence } from '../types/auto-attendant.js';
import { asPhrase } from '../user-casing.js';
import { choiceWords, menuLevelParagraphs } from './menu-level-words.js';
import { afterHoursWords, closureName, greetingSeed, isHoursLabel, withItsLabels } from './menu-prompt-facts.js';
import { MENU_TONE_WORDING, type MenuToneWording } from './menu-tone-wording.js';
import { openingHoursText } from './opening-hours-words.js';
import { spanishPromptWords } from './spanish-prompt-words.js';

/**
 * The words of every prompt of a phone menu (issue 38, record 139), by prompt id, as the composer
 * writes them from the menu's settings. The owner's own words (`settings.prompts[key].text`) are
 * not applied here: this is what a prompt says when the owner has not written it. The same
 * settings always give the same words, so a prompt is never re-rendered for nothing; the words
 * state nothing the settings do not hold, and an information prompt the composer cannot write
 * from them is '' (the owner writes it; the server makes no menu with an empty one). A prompt in
 * Spanish is written by the Spanish words (record 146), with the labels of its language.
 */
export function composeMenuScripts(settings: PhoneMenuSettings): Record<string, string> {
  const scripts: Record<string, string> = {};
  for (const prompt of menuPrompts(settings)) scripts[prompt.id] = wordsOf(prompt, settings);
  return scripts;
}

function wordsOf(prompt: MenuPrompt, settings: PhoneMenuSettings): string {
  if (prompt.kind === 'languageOffer') return languageOfferLine(prompt.language, settings.otherLanguage?.key ?? '');
  // The menu's own label says whether an option is about the hours, so both languages agree.
  const aboutHours = prompt.kind === 'info' && isHoursLabel(prompt.label ?? '');
  const shown = withItsLabels(prompt, settings);
  return prompt.language === 'es'
    ? spanishPromptWords(shown, settings, aboutHours)
    : englishPromptWords(shown, settings, aboutHours);
}

/** The greeting: one of the tone's one-sentence welcomes (record 134: a caller waits for the options). */
function greeting(settings: PhoneMenuSettings, company: string): string {
  const welcome = seededRandom(greetingSeed(settings)).pick(TONE_WORDING[settings.tone].welcome.filter(oneSentence));
  return oneFullStop(welcome.replace('{company}', company));
}

function englishPromptWords(prompt: MenuPrompt, settings: PhoneMenuSettings, aboutHours: boolean): string {
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
      return hours && aboutHours ? words.hours.replace('{hours}', hours) : '';
    case 'invalid':
      return words.invalid;
    case 'noInput':
      return words.noInput;
    case 'transfer':
      return words.transfer;
    case 'afterHours':
      return afterHoursWords(words, settings.hours, hours);
    case 'holiday': {
      const name = closureName(settings.closures);
      return [
        name ? words.closedFor.replace('{closure}', asPhrase(name)) : words.closedToday,
        words.callBackLater,
      ].join(' ');
    }
    case 'voicemail':
      return oneFullStop(words.voicemail.replace('{company}', company));
  }
}
