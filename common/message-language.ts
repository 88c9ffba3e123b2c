/**
 * The language a message is written and spoken in (issue 39, record 144): English or Spanish. The
 * screens stay in English whichever it is; `en` is the default everywhere a message is described
 * (the script and voice routes, the draft, the recipe, the business profile).
 */
export const MESSAGE_LANGUAGES = ['en', 'es'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const DEFAULT_MESSAGE_LANGUAGE: MessageLanguage = 'en';
