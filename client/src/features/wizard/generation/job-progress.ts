import { useSyncExternalStore } from 'react';
import type { JobStatusReply } from '#common/schemas/jobs.js';

/**
 * The latest status of the job the wizard waits for (voice or mix), for the processing overlay's
 * "N messages ahead of yours" and step 5's "still working" notice.
 */
let progress: JobStatusReply | null = null;
const listeners = new Set<() => void>();

export function reportJobProgress(next: JobStatusReply | null): void {
  progress = next;
  for (const listener of listeners) listener();
}

const getJobProgress = () => progress;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useJobProgress(): JobStatusReply | null {
  return useSyncExternalStore(subscribe, getJobProgress, getJobProgress);
}
