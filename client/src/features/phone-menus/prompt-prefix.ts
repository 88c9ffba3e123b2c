import { PROMPT_PREFIX_PATTERN } from '#common/schemas/phone-menus.js';

/** The longest prefix the contract takes (PROMPT_PREFIX_PATTERN: a letter, then 39 more). */
const PREFIX_MAX = 40;

/**
 * A prompt-name prefix made from a menu's name (record 142): lower case, each run of other
 * characters one underscore, accents dropped, so "Bright Smile Dental" names its prompts
 * `bright_smile_dental_greeting`. Genesys and Connect take only letters, digits and underscores
 * from a letter on, so a name that starts with a digit gets `menu_` before it, and one with no
 * letters or digits at all is `menu`.
 */
export function promptPrefixOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const started = /^[a-z]/.test(words) ? words : `menu_${words}`;
  const prefix = started.slice(0, PREFIX_MAX).replace(/_+$/, '');
  return PROMPT_PREFIX_PATTERN.test(prefix) ? prefix : 'menu';
}
