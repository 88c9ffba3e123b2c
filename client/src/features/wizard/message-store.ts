import type { UploadVoiceReply } from '#common/schemas/voices.js';
import type { WizardFormData } from '#common/wizard.js';
import { idleGeneration, type MessageInProgress, type WorkInFlight } from './message-state';
import { stepPath } from './step-paths';
import { clampStep, wizardReducer, type EditingItem, type WizardAction, type WizardStep } from './wizard-reducer';

export interface WizardActions {
  updateFormData: (data: Partial<WizardFormData>) => void;
  /** The user typed in the script editor: a later replacement of the text offers Undo. */
  editScript: (script: string) => void;
  setResultSaved: (saved: boolean) => void;
  /** A whole message into the studio, shown at `step` (record 108): a Library item reopened, a recipe made again. */
  openMessage: (
    formData: WizardFormData,
    options: { editing: EditingItem | null; saved: boolean; step: WizardStep },
  ) => void;
  /** A voice made from the user's sample becomes the chosen voice (null: the upload failed). */
  chooseOwnVoice: (voice: UploadVoiceReply | null) => void;
  nextStep: () => void;
  previousStep: () => void;
  goToStep: (step: number) => void;
  /** The URL moved to a step (Back, Forward, a typed address): show it if it was reached, else put the URL back. */
  followUrl: (step: WizardStep) => void;
  setProcessing: (isProcessing: boolean) => void;
  setError: (message: string | null) => void;
  clearError: () => void;
}

type Navigate = (path: string, options?: { replace?: boolean }) => void;

export interface MessageStore {
  getState: () => MessageInProgress;
  subscribe: (listener: () => void) => () => void;
  /** Every change goes through here, so each view re-renders and the draft's sync sees all of them. */
  update: (change: (state: MessageInProgress) => Partial<MessageInProgress>) => void;
  /** A newer revision of the draft, saved elsewhere, becomes the message; a shown step's URL follows it. */
  replace: (next: Pick<MessageInProgress, 'draft' | 'wizard' | 'generation'>) => void;
  readonly work: WorkInFlight;
  readonly actions: WizardActions;
}

/**
 * The one store of the message in progress (record 103), made from the server draft at the start
 * of a signed-in session (restore-message.ts) and dropped with it: another user's sign-in in the
 * same tab starts from their own draft, never from this one's recordings or jobs. It lives outside
 * React because its work outlives the step that started it (Continue takes step 4's head start, a
 * reload of step 5 attaches to Continue's jobs), and reads are then always current.
 *
 * A step move is also a history entry (record 091): the move updates the state and pushes the
 * step's URL at once; Back and Forward come back through followUrl.
 */
export function createMessageStore(initial: MessageInProgress, navigate: Navigate): MessageStore {
  let state = initial;
  const listeners = new Set<() => void>();

  const update: MessageStore['update'] = (change) => {
    const next = change(state);
    if (Object.entries(next).every(([key, value]) => state[key as keyof MessageInProgress] === value)) return;
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const dispatch = (action: WizardAction) => update((s) => ({ wizard: wizardReducer(s.wizard, action) }));

  /** Leaving step 5 lets go of the generation it waited for: a reload no longer brings the user back to it. */
  const showStep = (step: WizardStep) =>
    update((s) => ({
      wizard: wizardReducer(s.wizard, { type: 'goToStep', step }),
      ...(s.wizard.currentStep === 5 && step < 5 && s.generation.awaited
        ? { generation: { ...s.generation, awaited: null } }
        : {}),
    }));

  const moveTo = (step: number) => {
    const target = clampStep(step);
    if (target === state.wizard.currentStep) return;
    showStep(target);
    navigate(stepPath(target));
  };

  const actions: WizardActions = {
    updateFormData: (data) => dispatch({ type: 'updateFormData', data }),
    editScript: (script) => dispatch({ type: 'editScript', script }),
    setResultSaved: (saved) => dispatch({ type: 'setResultSaved', saved }),
    openMessage: (formData, { editing, saved, step }) => {
      // Whatever generation was awaited belonged to the message this one replaces.
      update((s) => ({
        wizard: wizardReducer(s.wizard, { type: 'openMessage', formData, editing, saved }),
        generation: idleGeneration,
      }));
      moveTo(step);
    },
    chooseOwnVoice: (voice) => {
      update(() => ({ ownVoice: voice }));
      dispatch({ type: 'updateFormData', data: { elevenlabsVoiceId: voice?.voiceId ?? '' } });
    },
    nextStep: () => moveTo(state.wizard.currentStep + 1),
    previousStep: () => moveTo(state.wizard.currentStep - 1),
    goToStep: moveTo,
    followUrl: (step) => {
      const { currentStep, furthestStep } = state.wizard;
      if (step === currentStep) return;
      if (step > furthestStep) navigate(stepPath(currentStep), { replace: true });
      else showStep(step);
    },
    setProcessing: (isProcessing) => dispatch({ type: 'setProcessing', isProcessing }),
    setError: (message) => dispatch({ type: 'setError', message }),
    clearError: () => dispatch({ type: 'setError', message: null }),
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update,
    replace: ({ draft, wizard, generation }) => {
      const shown = state.wizard.currentStep;
      update((s) => ({ draft: { ...draft, pickedUp: s.draft.pickedUp + 1 }, wizard, generation }));
      if (wizard.currentStep !== shown && window.location.pathname.startsWith('/studio/'))
        navigate(stepPath(wizard.currentStep), { replace: true });
    },
    work: { pendingScript: null, ahead: { voice: null, mix: null }, latestRun: 0 },
    actions,
  };
}
