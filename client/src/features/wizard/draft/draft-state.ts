import type { BusinessProfile, KeptDetails } from '#common/schemas/business-profile.js';
import type { DraftBody } from '#common/schemas/draft.js';
import { defaultWizardFormData, type WizardFormData } from '#common/wizard.js';
import { withBilingualFields } from '../bilingual/bilingual-form';
import { idleGeneration, type MessageInProgress } from '../message-state';
import { clampStep, initialWizardState } from '../wizard-reducer';

/**
 * The message in progress and its draft (records 090, 103), both ways. A draft holds what the user
 * typed and chose, and the jobs step 5 waits for; not the overlay or the error banner, which belong
 * to one moment, nor the work made ahead (the head start, the mix made ahead), which the next
 * visit to step 4 makes again when it is needed.
 */
export function draftFromMessage({ wizard, generation }: MessageInProgress): DraftBody {
  return {
    step: wizard.currentStep,
    furthestStep: wizard.furthestStep,
    formData: wizard.formData,
    scriptsByType: wizard.scriptsByType,
    secondScriptsByType: wizard.secondScriptsByType,
    resultSaved: wizard.resultSaved,
    ...(wizard.editing ? { editing: wizard.editing } : {}),
    ...(generation.awaited ? { generation: generation.awaited } : {}),
  };
}

/**
 * The message a draft holds, for `userId` at `revision`. A generation still awaited opens step 5,
 * which attaches to its jobs (run-generation.ts). Without a draft (a first visit, or after Create
 * New Message) a new message starts with the account's business profile (record 107), step 3's
 * hours and offers included when the user kept them there (issue 40); a draft from before a field
 * existed takes it from there too.
 */
export function messageFromDraft(
  userId: string,
  revision: string | null,
  draft: DraftBody | null,
  profile: (BusinessProfile & Partial<KeptDetails>) | null,
): MessageInProgress {
  // A profile or draft that is bilingual gets its second voice and key here (record 145).
  const start: WizardFormData = withBilingualFields(null, { ...defaultWizardFormData, ...profile });
  const empty: MessageInProgress = {
    draft: { userId, revision, discarded: false, pickedUp: 0 },
    wizard: { ...initialWizardState, formData: start },
    generation: idleGeneration,
    headStart: { scriptPending: false, voice: null },
    ownVoice: null,
  };
  if (!draft) return empty;
  const formData: WizardFormData = withBilingualFields(null, {
    ...start,
    ...draft.formData,
    attendants: { ...start.attendants, ...draft.formData.attendants },
  });
  const awaited = draft.generation ?? null;
  const currentStep = awaited ? 5 : clampStep(draft.step);
  return {
    ...empty,
    wizard: {
      ...initialWizardState,
      currentStep,
      furthestStep: clampStep(Math.max(currentStep, draft.furthestStep ?? currentStep)),
      formData,
      scriptsByType: draft.scriptsByType ?? {},
      // A draft from before issue 47 kept only the current type's other-language script, in its form.
      secondScriptsByType: draft.secondScriptsByType ?? { [formData.messageType]: formData.secondScriptContent },
      resultSaved: draft.resultSaved ?? false,
      editing: draft.editing ?? null,
    },
    generation: { ...idleGeneration, awaited },
  };
}
