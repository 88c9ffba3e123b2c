import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { AwaitedGeneration, GenerationState } from '../message-state';
import type { MessageStore } from '../message-store';

/**
 * The generation slice of the message store (record 103): how the latest audio generation (step 4's
 * Continue, step 5's Try again) goes, the jobs step 5 waits for, and where the awaited job stands.
 * Spec §4 moves on to step 5 even when it failed, so step 5 reads the error here to show it with a
 * way to try again.
 */
type Outcome = Pick<GenerationState, 'phase' | 'error' | 'canUseLocalEngine'>;

export const RUNNING: Outcome = { phase: 'running', error: null, canUseLocalEngine: false };

export function setGenerationOutcome(store: MessageStore, outcome: Outcome): void {
  store.update((s) => ({ generation: { ...s.generation, ...outcome, progress: null } }));
}

/** A new run: step 5 now waits for it, and its jobs are noted as they are known (noteAwaitedJob). */
export function awaitGeneration(store: MessageStore): void {
  store.update((s) => ({ generation: { ...s.generation, ...RUNNING, awaited: {}, progress: null } }));
}

/** Keeps a job of run `run` in the draft, so a reload attaches to it; not once a newer run began or step 5 was left. */
export function noteAwaitedJob(store: MessageStore, run: number, job: AwaitedGeneration): void {
  if (run !== store.work.latestRun) return;
  store.update((s) =>
    s.generation.awaited ? { generation: { ...s.generation, awaited: { ...s.generation.awaited, ...job } } } : {},
  );
}

/** Where the job the user waits for stands; only what the user waits for reports, not work made ahead. */
export function reportJobProgress(store: MessageStore, progress: JobStatusReply | null): void {
  store.update((s) => (s.generation.progress === progress ? {} : { generation: { ...s.generation, progress } }));
}
