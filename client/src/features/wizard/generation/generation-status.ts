import { useSyncExternalStore } from 'react';

/**
 * How the latest audio generation (step 4's Continue, step 5's Try again) went. Spec §4 moves on to
 * step 5 even when it failed, so step 5 reads the error here to show it with a way to try again.
 */
export interface GenerationStatus {
  phase: 'idle' | 'running' | 'done' | 'failed';
  /** What went wrong, in the words of the toast that reported it. */
  error: string | null;
  /** The failure came from a studio voice service: offer the offline engine (record 053). */
  canUseLocalEngine: boolean;
}

let status: GenerationStatus = { phase: 'idle', error: null, canUseLocalEngine: false };
const listeners = new Set<() => void>();

export function setGenerationStatus(next: GenerationStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export const getGenerationStatus = (): GenerationStatus => status;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGenerationStatus(): GenerationStatus {
  return useSyncExternalStore(subscribe, getGenerationStatus, getGenerationStatus);
}
