import { STEP_COUNT, type MessageType } from '#common/constants.js';
import { voiceForLanguage } from '#common/spanish-voices.js';
import { defaultWizardFormData, type WizardFormData } from '#common/wizard.js';
import { withBilingualFields } from './bilingual/bilingual-form';

/**
 * The wizard's whole state as one pure reducer (spec §4 "Wizard"), so it can be unit-tested and
 * later steps can add actions without touching the components of earlier ones.
 */
export type WizardStep = 1 | 2 | 3 | 4 | 5;

export interface WizardState {
  currentStep: WizardStep;
  /** The furthest step reached: steps up to it can be opened from the indicator or by URL (record 091). */
  furthestStep: WizardStep;
  /** +1 after a forward move, -1 after a backward one: the step transition animates by it. */
  direction: 1 | -1;
  formData: WizardFormData;
  /** The script last written for each message type: changing the type shows that type's script (record 092). */
  scriptsByType: Partial<Record<MessageType, string>>;
  /** The same for a bilingual message's other language (issue 47): its script comes back with its type too. */
  secondScriptsByType: Partial<Record<MessageType, string>>;
  /** True while the editor holds text the user typed: replacing it then offers Undo (record 092). */
  scriptEditedByHand: boolean;
  /**
   * True while the message as the studio holds it is in the Library: once its result is saved, or
   * just after it was reopened from there. A new result or script makes it false again, so Create
   * New Message and reopening another item ask first.
   */
  resultSaved: boolean;
  /** The Library item this message was reopened from (record 108): step 5 offers to save over it. */
  editing: EditingItem | null;
  /** Drives the full-screen 'Processing your request...' overlay. */
  isProcessing: boolean;
  /** The message of the 'An error occurred' banner; null hides it. */
  error: string | null;
}

export interface EditingItem {
  itemId: string;
  title: string;
}

export type WizardAction =
  | { type: 'updateFormData'; data: Partial<WizardFormData> }
  | { type: 'editScript'; script: string }
  | { type: 'setResultSaved'; saved: boolean }
  | { type: 'openMessage'; formData: WizardFormData; editing: EditingItem | null; saved: boolean }
  | { type: 'nextStep' }
  | { type: 'previousStep' }
  | { type: 'goToStep'; step: number }
  | { type: 'setProcessing'; isProcessing: boolean }
  | { type: 'setError'; message: string | null };

export const initialWizardState: WizardState = {
  currentStep: 1,
  furthestStep: 1,
  direction: 1,
  formData: defaultWizardFormData,
  scriptsByType: {},
  secondScriptsByType: {},
  scriptEditedByHand: false,
  resultSaved: false,
  editing: null,
  isProcessing: false,
  error: null,
};

export function clampStep(step: number): WizardStep {
  return Math.min(STEP_COUNT, Math.max(1, Math.round(step))) as WizardStep;
}

function moveTo(state: WizardState, step: number): WizardState {
  const target = clampStep(step);
  if (target === state.currentStep) return state;
  return {
    ...state,
    currentStep: target,
    furthestStep: Math.max(state.furthestStep, target) as WizardStep,
    direction: target > state.currentStep ? 1 : -1,
  };
}

/**
 * Form data changes, with the script kept per message type: a new type brings back the script last
 * written for it (none for a type never written: spec §4's "changing the message type clears the
 * current script"), and a script written by code is no longer the user's own typing.
 */
function updateFormData(state: WizardState, data: Partial<WizardFormData>): WizardState {
  const typeChanged = data.messageType !== undefined && data.messageType !== state.formData.messageType;
  const languageChanged = data.language !== undefined && data.language !== state.formData.language;
  const merged = { ...state.formData, ...data };
  if (typeChanged && data.scriptContent === undefined)
    merged.scriptContent = state.scriptsByType[merged.messageType] ?? '';
  // The other language's script of the new type comes back with it; withBilingualFields then keeps it.
  if (typeChanged && data.secondScriptContent === undefined)
    merged.secondScriptContent = state.secondScriptsByType[merged.messageType] ?? '';
  // A new language (record 144): the scripts were written in the other one, and the catalogue voice
  // must speak the new one, so the voice follows (a studio clone stays: ElevenLabs speaks both).
  if (languageChanged) {
    if (data.scriptContent === undefined) merged.scriptContent = '';
    if (data.voiceType === undefined)
      merged.voiceType = voiceForLanguage(merged.language, merged.voiceGender, merged.voiceAccent);
  }
  // A bilingual message's second voice, key and script follow (record 145).
  const formData = withBilingualFields(state.formData, merged);
  const scriptChanged = formData.scriptContent !== state.formData.scriptContent;
  const secondScriptChanged = formData.secondScriptContent !== state.formData.secondScriptContent;
  const resultChanged = formData.audioUrl !== state.formData.audioUrl;
  const kept = (byType: Partial<Record<MessageType, string>>, script: string, changed: boolean) =>
    languageChanged
      ? { [formData.messageType]: script }
      : changed
        ? { ...byType, [formData.messageType]: script }
        : byType;
  return {
    ...state,
    formData,
    scriptsByType: kept(state.scriptsByType, formData.scriptContent, scriptChanged),
    secondScriptsByType: kept(state.secondScriptsByType, formData.secondScriptContent, secondScriptChanged),
    scriptEditedByHand: scriptChanged || typeChanged ? false : state.scriptEditedByHand,
    resultSaved: resultChanged || scriptChanged || secondScriptChanged ? false : state.resultSaved,
  };
}

/**
 * A whole message put into the studio (record 108): a Library item reopened, or a recipe made
 * again. Its script becomes its type's, typed by no one; it can go on to the music step at once.
 */
function openMessage(state: WizardState, action: Extract<WizardAction, { type: 'openMessage' }>): WizardState {
  const formData = withBilingualFields(null, action.formData);
  return {
    ...state,
    formData,
    scriptsByType: { [formData.messageType]: formData.scriptContent },
    secondScriptsByType: { [formData.messageType]: formData.secondScriptContent },
    scriptEditedByHand: false,
    resultSaved: action.saved,
    editing: action.editing,
    furthestStep: Math.max(state.furthestStep, 4) as WizardStep,
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'updateFormData':
      return updateFormData(state, action.data);
    case 'editScript':
      return { ...updateFormData(state, { scriptContent: action.script }), scriptEditedByHand: true };
    case 'setResultSaved':
      return { ...state, resultSaved: action.saved };
    case 'openMessage':
      return openMessage(state, action);
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

/** Work the Library does not have: a result not saved, or a script written since the last save. Replacing it asks first. */
export function hasUnsavedWork({ resultSaved, formData }: WizardState): boolean {
  return (
    !resultSaved &&
    (formData.audioUrl !== '' ||
      formData.scriptContent.trim() !== '' ||
      (formData.bilingual && formData.secondScriptContent.trim() !== ''))
  );
}
