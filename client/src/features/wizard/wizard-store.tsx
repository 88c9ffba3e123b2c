import { createContext, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { WizardFormData } from '#common/wizard.js';
import { stepPath } from './step-paths';
import { clampStep, initialWizardState, wizardReducer, type WizardState, type WizardStep } from './wizard-reducer';

export interface WizardActions {
  updateFormData: (data: Partial<WizardFormData>) => void;
  /** The user typed in the script editor: a later replacement of the text offers Undo. */
  editScript: (script: string) => void;
  setResultSaved: (saved: boolean) => void;
  nextStep: () => void;
  previousStep: () => void;
  goToStep: (step: number) => void;
  /** The URL moved to a step (Back, Forward, a typed address): show it if it was reached, else put the URL back. */
  followUrl: (step: WizardStep) => void;
  setProcessing: (isProcessing: boolean) => void;
  setError: (message: string | null) => void;
  clearError: () => void;
}

const StateContext = createContext<WizardState | null>(null);
const ActionsContext = createContext<WizardActions | null>(null);

/**
 * Holds the wizard for the whole signed-in session, so a visit to /admin and back keeps what the
 * user typed. Actions live in their own context: components that only act never re-render.
 * A step move is also a history entry (record 091): the move updates the state at once and pushes
 * the step's URL; Back and Forward come back through useStepUrl.
 */
export function WizardProvider({
  children,
  initialState = initialWizardState,
}: {
  children: ReactNode;
  initialState?: WizardState;
}) {
  const [state, dispatch] = useReducer(wizardReducer, initialState);
  const [, navigate] = useLocation();
  // The step being moved to, ahead of the render that shows it: the URL and the state then agree at once.
  const current = useRef(state.currentStep);
  const furthest = useRef(state.furthestStep);
  useEffect(() => {
    current.current = state.currentStep;
    furthest.current = Math.max(furthest.current, state.furthestStep) as WizardStep;
  }, [state.currentStep, state.furthestStep]);

  const actions = useMemo<WizardActions>(() => {
    const moveTo = (step: number) => {
      const target = clampStep(step);
      if (target === current.current) return;
      current.current = target;
      furthest.current = Math.max(furthest.current, target) as WizardStep;
      dispatch({ type: 'goToStep', step: target });
      navigate(stepPath(target));
    };
    const followUrl = (step: WizardStep) => {
      if (step === current.current) return;
      if (step > furthest.current) {
        navigate(stepPath(current.current), { replace: true });
        return;
      }
      current.current = step;
      dispatch({ type: 'goToStep', step });
    };
    return {
      updateFormData: (data) => dispatch({ type: 'updateFormData', data }),
      editScript: (script) => dispatch({ type: 'editScript', script }),
      setResultSaved: (saved) => dispatch({ type: 'setResultSaved', saved }),
      nextStep: () => moveTo(current.current + 1),
      previousStep: () => moveTo(current.current - 1),
      goToStep: moveTo,
      followUrl,
      setProcessing: (isProcessing) => dispatch({ type: 'setProcessing', isProcessing }),
      setError: (message) => dispatch({ type: 'setError', message }),
      clearError: () => dispatch({ type: 'setError', message: null }),
    };
  }, [navigate]);
  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </ActionsContext.Provider>
  );
}

export function useWizardState(): WizardState {
  const state = useContext(StateContext);
  if (!state) throw new Error('useWizardState must be used inside <WizardProvider>');
  return state;
}

export function useWizardActions(): WizardActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('useWizardActions must be used inside <WizardProvider>');
  return actions;
}
