import { describe, expect, it } from 'vitest';
import { initialWizardState, wizardReducer, type WizardState } from './wizard-reducer';

const at = (step: WizardState['currentStep']): WizardState => ({ ...initialWizardState, currentStep: step });

describe('wizardReducer', () => {
  it('moves forward up to step 5 and records the direction', () => {
    const next = wizardReducer(at(1), { type: 'nextStep' });
    expect(next.currentStep).toBe(2);
    expect(next.direction).toBe(1);
    expect(wizardReducer(at(5), { type: 'nextStep' }).currentStep).toBe(5);
  });

  it('moves back, never below step 1, and records the direction', () => {
    const previous = wizardReducer(at(3), { type: 'previousStep' });
    expect(previous.currentStep).toBe(2);
    expect(previous.direction).toBe(-1);
    expect(wizardReducer(at(1), { type: 'previousStep' }).currentStep).toBe(1);
  });

  it('clamps goToStep to the five steps', () => {
    expect(wizardReducer(at(2), { type: 'goToStep', step: 9 }).currentStep).toBe(5);
    expect(wizardReducer(at(2), { type: 'goToStep', step: 0 }).currentStep).toBe(1);
  });

  it('merges form data without touching the other fields', () => {
    const next = wizardReducer(initialWizardState, { type: 'updateFormData', data: { companyName: 'Acme' } });
    expect(next.formData.companyName).toBe('Acme');
    expect(next.formData.messageLength).toBe('medium');
    expect(next.formData.tone).toBe('friendly');
    expect(next.formData.enableParagraphPauses).toBe(true);
  });

  it('sets and clears the processing flag and the error banner', () => {
    const busy = wizardReducer(initialWizardState, { type: 'setProcessing', isProcessing: true });
    expect(busy.isProcessing).toBe(true);
    const failed = wizardReducer(busy, { type: 'setError', message: 'Boom' });
    expect(failed.error).toBe('Boom');
    expect(wizardReducer(failed, { type: 'setError', message: null }).error).toBeNull();
  });
});
