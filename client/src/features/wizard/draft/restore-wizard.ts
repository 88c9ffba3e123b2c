import type { DraftReply } from '#common/schemas/draft.js';
import { loadSavedGeneration } from '../generation/saved-generation';
import { initialWizardState, type WizardState } from '../wizard-reducer';
import { draftFromState, stateFromDraft } from './draft-state';
import { loadUnsavedDraft } from './local-draft';

/**
 * The wizard as a start finds it (record 090): the server's draft, or this browser's newer unsaved
 * one for the same user; at step 5 for a generation still being waited for (saved-generation.ts).
 * `serverCopy` is the server's draft as the autosave compares it: an unchanged draft is not sent back.
 */
export function restoreWizard(userId: string, reply: DraftReply): { state: WizardState; serverCopy: string } {
  const server = reply.draft ? stateFromDraft(reply.draft) : initialWizardState;
  const unsaved = loadUnsavedDraft(userId);
  let state = unsaved ? stateFromDraft(unsaved) : server;
  const generation = loadSavedGeneration();
  if (generation) state = { ...state, currentStep: 5, furthestStep: 5, formData: generation.formData };
  return { state, serverCopy: JSON.stringify(draftFromState(server)) };
}
