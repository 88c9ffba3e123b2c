import type { MouseEvent } from 'react';

/** The id of each screen's <main>, where the skip link lands. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first thing Tab reaches on every screen, hidden until focused, so keyboard
 * and switch users pass the app bar's links in one step. It moves focus itself rather than changing
 * the URL's hash, which would add a history entry for the wizard's own routing to ignore.
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  }
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only z-[200] rounded-lg bg-primary px-4 py-3 text-sm font-semibold text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
