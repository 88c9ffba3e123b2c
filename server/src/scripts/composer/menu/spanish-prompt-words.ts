import type { MenuPrompt } from '#common/phone-menu-prompts.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { oneFullStop, speakableCompanyName } from '#common/speech/spoken-symbols.js';
import { seededRandom } from '../random.js';
import { spanishHoliday } from '../spanish/spanish-holidays.js';
import { SPANISH_TONE_WORDING } from '../spanish/spanish-tones.js';
import { oneSentence } from '../types/auto-attendant.js';
import { afterHoursWords, closureName, greetingSeed } from './menu-prompt-facts.js';
import type { MenuToneWording } from './menu-tone-wording.js';
import { spanishChoiceWords, spanishMenuLevelParagraphs, type SpanishKeypadVerb } from './spanish-menu-level-words.js';
import { SPANISH_MENU_TONE_WORDING } from './spanish-menu-tone-wording.js';
import { spanishOpeningHoursText } from './spanish-opening-hours-words.js';

/**
 * A phone menu's prompt in Spanish (record 146): the Spanish composer's greetings, keypad and hours
 * (record 143) around the menu's structure, in the menu's tone. The prompt comes with the labels
 * of its language (`withItsLabels`); the holiday is named the US Spanish way when it is a US
 * holiday ("por el Día de Acción de Gracias"), else in the owner's words.
 */

/**
 * One keypad verb for the whole menu, so its levels never mix "oprima" and "marque": "oprima" when
 * the greeting offers Spanish (the offer says "oprima"), else three menus in four, as record 143
 * rolls it, from the menu's own seed so the same settings keep it.
 */
function keypadVerb(settings: PhoneMenuSettings): SpanishKeypadVerb {
  if (settings.otherLanguage && (settings.language ?? 'en') === 'en') return 'oprima';
  return seededRandom(greetingSeed(settings) ^ 0x5f3759df).next() < 0.75 ? 'oprima' : 'marque';
}

export function spanishPromptWords(prompt: MenuPrompt, settings: PhoneMenuSettings, aboutHours: boolean): string {
  const words: MenuToneWording = SPANISH_MENU_TONE_WORDING[settings.tone];
  const company = speakableCompanyName(settings.companyName) || settings.companyName.trim();
  const hours = spanishOpeningHoursText(settings.hours);
  switch (prompt.kind) {
    case 'greeting': {
      const welcomes = SPANISH_TONE_WORDING[settings.tone].welcome.filter(oneSentence);
      return oneFullStop(seededRandom(greetingSeed(settings)).pick(welcomes).replace('{company}', company));
    }
    case 'languageOffer':
      // Written by composeMenuScripts for both languages; never asked of this one.
      return '';
    case 'menu': {
      const choice = prompt.path.length > 0 && prompt.label ? spanishChoiceWords(prompt.label) : null;
      const opening = choice ? [words.chosen.replace('{choice}', choice)] : [];
      return [...opening, ...spanishMenuLevelParagraphs(prompt.options ?? [], keypadVerb(settings))].join('\n\n');
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
      const holiday = name ? spanishHoliday(name).name : '';
      return [holiday ? words.closedFor.replace('{closure}', holiday) : words.closedToday, words.callBackLater].join(
        ' ',
      );
    }
    case 'voicemail':
      return oneFullStop(words.voicemail.replace('{company}', company));
  }
}
