import { createContext, useContext, useMemo, useReducer, type ReactNode } from 'react';
import type { WizardFormData } from '../../../../common/wizard';
import { initialWizardState, wizardReducer, type WizardState } from './wizard-reducer';

export interface WizardActions {
  updateFormData: (data: Partial<WizardFormData>) => void;
  nextStep: () => void;
  previousStep: () => void;
  goToStep: (step: number) => void;
  setProcessing: (isProcessing: boolean) => void;
  setError: (message: string | null) => void;
  clearError: () => void;
}

const StateContext = createContext<WizardState | null>(null);
const ActionsContext = createContext<WizardActions | null>(null);

/**
 * Holds the wizard for the whole signed-in session, so a visit to /admin and back keeps what the
 * user typed. Actions live in their own context: components that only act never re-render.
 */
export function WizardProvider({
  children,
  initialState = initialWizardState,
}: {
  children: ReactNode;
  initialState?: WizardState;
}) {
  const [state, dispatch] = useReducer(wizardReducer, initialState);
  const actions = useMemo<WizardActions>(
    () => ({
      updateFormData: (data) => dispatch({ type: 'updateFormData', data }),
      nextStep: () => dispatch({ type: 'nextStep' }),
      previousStep: () => dispatch({ type: 'previousStep' }),
      goToStep: (step) => dispatch({ type: 'goToStep', step }),
      setProcessing: (isProcessing) => dispatch({ type: 'setProcessing', isProcessing }),
      setError: (message) => dispatch({ type: 'setError', message }),
      clearError: () => dispatch({ type: 'setError', message: null }),
    }),
    [],
  );
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
