import { LANGUAGE_NAMES } from '#common/bilingual.js';
import type { MessageLanguage } from '#common/message-language.js';

/**
 * A programme item's language (issue 39, record 147), shown where a programme mixes English and
 * Spanish, so the user sees the alternation at a glance; a programme of one language needs none.
 */
export function LanguageTag({ language }: { language: MessageLanguage | undefined }) {
  if (!language) return null;
  return (
    <span className="shrink-0 rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
      {LANGUAGE_NAMES[language]}
    </span>
  );
}

/** Whether the items are in more than one language: only then is each one's language shown. */
export function mixesLanguages(languages: readonly (MessageLanguage | undefined)[]): boolean {
  return new Set(languages.filter(Boolean)).size > 1;
}
