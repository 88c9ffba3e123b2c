import { STEP_COUNT } from '../../../../common/constants';
import { defaultWizardFormData, type WizardFormData } from '../../../../common/wizard';

/**
 * The wizard's whole state as one pure reducer (spec §4 "Wizard"), so it can be unit-tested and
 * later steps can add actions without touching the components of earlier ones.
 */
export type WizardStep = 1 | 2 | 3 | 4 | 5;

export interface WizardState {
  currentStep: WizardStep;
  /** +1 after a forward move, -1 after a backward one: the step transition animates by it. */
  direction: 1 | -1;
  formData: WizardFormData;
  /** Drives the full-screen 'Processing your request...' overlay. */
  isProcessing: boolean;
  /** The message of the 'An error occurred' banner; null hides it. */
  error: string | null;
}

export type WizardAction =
  | { type: 'updateFormData'; data: Partial<WizardFormData> }
  | { type: 'nextStep' }
  | { type: 'previousStep' }
  | { type: 'goToStep'; step: number }
  | { type: 'setProcessing'; isProcessing: boolean }
  | { type: 'setError'; message: string | null };

export const initialWizardState: WizardState = {
  currentStep: 1,
  direction: 1,
  formData: defaultWizardFormData,
  isProcessing: false,
  error: null,
};

function clampStep(step: number): WizardStep {
  return Math.min(STEP_COUNT, Math.max(1, Math.round(step))) as WizardStep;
}

function moveTo(state: WizardState, step: number): WizardState {
  const target = clampStep(step);
  if (target === state.currentStep) return state;
  return { ...state, currentStep: target, direction: target > state.currentStep ? 1 : -1 };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'updateFormData':
      return { ...state, formData: { ...state.formData, ...action.data } };
    case 'nextStep':
      return moveTo(state, state.currentStep + 1);
    case 'previousStep':
      return moveTo(state, state.currentStep - 1);
    case 'goToStep':
      return moveTo(state, action.step);
    case 'setProcessing':
      return state.isProcessing === action.isProcessing ? state : { ...state, isProcessing: action.isProcessing };
    case 'setError':
      return state.error === action.message ? state : { ...state, error: action.message };
  }
}
