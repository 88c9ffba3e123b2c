import type { DraftBody } from '#common/schemas/draft.js';
import { api } from '@/lib/api';
import type { MessageStore } from '../message-store';
import { fetchProfile } from '../profile/use-profile';
import { draftFromMessage, messageFromDraft } from './draft-state';
import { forgetUnsavedDraft, keepUnsavedDraft } from './local-draft';

/** Saves wait for a pause in typing: one request per pause, not per key. */
const SAVE_DELAY_MS = 600;

/**
 * Keeps the server draft in step with the message store (records 090, 103). Each change is kept in
 * this browser at once (local-draft.ts) and sent after a short pause; the last change is sent as the
 * page goes away. Each save records the draft's new revision in the store. When the tab comes back
 * into view with nothing unsent and nothing running, a newer revision saved elsewhere (another tab,
 * another device) replaces the message, so this tab does not save its older copy over it.
 * `serverCopy` is the draft the server holds: an unchanged draft is not sent. Returns the stop.
 */
export function startDraftSync(store: MessageStore, serverCopy: string): () => void {
  const { userId } = store.getState().draft;
  let saved = serverCopy;
  let latest = '';
  let timer: ReturnType<typeof setTimeout> | undefined;

  function send(json: string, keepalive = false): void {
    api
      .put('/api/draft', JSON.parse(json) as DraftBody, keepalive ? { keepalive } : undefined)
      .then((reply) => {
        saved = json;
        if (latest === json) forgetUnsavedDraft();
        store.update((s) => ({ draft: { ...s.draft, revision: reply.updatedAt } }));
      })
      // Kept in this browser; the next change, or the next start, sends it again.
      .catch(() => undefined);
  }

  function changed(): void {
    if (store.getState().draft.discarded) return clearTimeout(timer);
    const json = JSON.stringify(draftFromMessage(store.getState()));
    if (json === latest) return;
    latest = json;
    clearTimeout(timer);
    if (json === saved) return forgetUnsavedDraft();
    keepUnsavedDraft(userId, JSON.parse(json) as DraftBody);
    timer = setTimeout(() => send(json), SAVE_DELAY_MS);
  }

  const settled = () => {
    const { draft, wizard, generation } = store.getState();
    return !draft.discarded && latest === saved && !wizard.isProcessing && generation.phase !== 'running';
  };

  async function pickUpNewer(): Promise<void> {
    if (document.visibilityState !== 'visible' || !settled()) return;
    const reply = await api.get('/api/draft', { cache: 'no-store' }).catch(() => null);
    if (!reply || reply.updatedAt === store.getState().draft.revision || !settled()) return;
    // Create New Message elsewhere deleted the draft: the new message starts with the profile, as a start does.
    const profile = reply.draft ? null : await fetchProfile().catch(() => undefined);
    if (profile === undefined || !settled()) return;
    const next = messageFromDraft(userId, reply.updatedAt, reply.draft, profile);
    saved = latest = JSON.stringify(draftFromMessage(next));
    store.replace(next);
  }

  function flush(): void {
    if (!store.getState().draft.discarded && latest !== saved) send(latest, true);
  }
  const onVisibility = () => void pickUpNewer();

  const unsubscribe = store.subscribe(changed);
  changed();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * Create New Message (record 090): stops the saving, clears the draft here and on the server, then
 * reloads the page as the spec says, which starts a new message from the business profile (record
 * 107); the profile itself is kept.
 */
export async function discardDraft(store: MessageStore): Promise<void> {
  store.update((s) => ({ draft: { ...s.draft, discarded: true } }));
  forgetUnsavedDraft();
  // A failed delete still reloads: the page then restores the old draft, and nothing is lost.
  await api.delete('/api/draft').catch(() => undefined);
  window.location.reload();
}
