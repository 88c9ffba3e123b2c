import { useEffect, useRef } from 'react';
import type { DraftBody } from '#common/schemas/draft.js';
import { api } from '@/lib/api';
import { useWizardState } from '../wizard-store';
import { draftFromState } from './draft-state';
import { forgetUnsavedDraft, keepUnsavedDraft } from './local-draft';

/** Saves wait for a pause in typing: one request per pause, not per key. */
const SAVE_DELAY_MS = 600;

let stopped = false;

/** Create New Message clears the draft and reloads: no save may put it back in between. */
export function stopDraftSaving(): void {
  stopped = true;
}

/**
 * Saves the wizard's draft to the server as the user works (record 090). Each change is kept in
 * this browser at once (local-draft.ts) and sent after a short pause; the last change is sent as
 * the page goes away. `serverCopy` is the draft the server holds, so an unchanged draft is not sent.
 */
export function DraftAutosave({ userId, serverCopy }: { userId: string; serverCopy: string }) {
  const state = useWizardState();
  const json = JSON.stringify(draftFromState(state));
  const saved = useRef(serverCopy);
  const latest = useRef(json);

  useEffect(() => {
    latest.current = json;
    if (stopped || json === saved.current) return;
    keepUnsavedDraft(userId, JSON.parse(json) as DraftBody);
    const timer = setTimeout(() => {
      api
        .put('/api/draft', JSON.parse(json) as DraftBody)
        .then(() => {
          saved.current = json;
          if (latest.current === json) forgetUnsavedDraft();
        })
        // Kept in this browser; the next change, or the next start, sends it again.
        .catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [json, userId]);

  useEffect(() => {
    function flush() {
      if (stopped || latest.current === saved.current) return;
      void api.put('/api/draft', JSON.parse(latest.current) as DraftBody, { keepalive: true }).catch(() => undefined);
    }
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);

  return null;
}
