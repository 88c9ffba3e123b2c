import type { DraftBody } from '#common/schemas/draft.js';
import { defaultWizardFormData, type WizardFormData } from '#common/wizard.js';
import { clampStep, initialWizardState, type WizardState } from '../wizard-reducer';

/**
 * The wizard state and its draft (record 090), both ways. A draft holds what the user typed and
 * chose; not the picked clone file (a File cannot be stored, and the upload made a voice already),
 * nor the overlay or the error banner, which belong to one moment.
 */
export function draftFromState(state: WizardState): DraftBody {
  const { voiceCloneFile: _file, ...formData } = state.formData;
  return {
    step: state.currentStep,
    furthestStep: state.furthestStep,
    formData,
    scriptsByType: state.scriptsByType,
    resultSaved: state.resultSaved,
  };
}

export function stateFromDraft(draft: DraftBody): WizardState {
  const formData: WizardFormData = {
    ...defaultWizardFormData,
    ...draft.formData,
    attendants: { ...defaultWizardFormData.attendants, ...draft.formData.attendants },
    voiceCloneFile: null,
  };
  const currentStep = clampStep(draft.step);
  return {
    ...initialWizardState,
    currentStep,
    furthestStep: clampStep(Math.max(currentStep, draft.furthestStep ?? currentStep)),
    formData,
    scriptsByType: draft.scriptsByType ?? {},
    resultSaved: draft.resultSaved ?? false,
  };
}
