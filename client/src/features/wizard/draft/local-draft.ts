import type { DraftBody } from '#common/schemas/draft.js';

/**
 * The draft the server has not confirmed yet, kept in this browser with its user's id (record 090):
 * the edits made just before a session ended, the network dropped or the tab closed are not lost.
 * The next start of the wizard for the same user takes it over the server's copy and saves it.
 */
interface LocalDraft {
  userId: string;
  draft: DraftBody;
}

const KEY = 'avs.unsavedDraft';

export function loadUnsavedDraft(userId: string): DraftBody | null {
  try {
    const raw = localStorage.getItem(KEY);
    const saved = raw ? (JSON.parse(raw) as LocalDraft) : null;
    return saved?.userId === userId && saved.draft && typeof saved.draft === 'object' ? saved.draft : null;
  } catch {
    return null;
  }
}

export function keepUnsavedDraft(userId: string, draft: DraftBody): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, draft } satisfies LocalDraft));
  } catch {
    // Storage full or disabled: the server copy is all there is, as before.
  }
}

export function forgetUnsavedDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
