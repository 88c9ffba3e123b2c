import { describe, expect, it } from 'vitest';
import { defaultWizardFormData } from '#common/wizard.js';
import { hasUnsavedWork, initialWizardState, wizardReducer, type WizardState } from './wizard-reducer';

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

  it('turns a message Spanish with the Spanish voice of its gender and no English script, and back (record 144)', () => {
    const typed = wizardReducer(initialWizardState, {
      type: 'updateFormData',
      data: { scriptContent: 'Thank you for calling.', voiceGender: 'female', voiceType: 'en-US-claire' },
    });
    const spanish = wizardReducer(typed, { type: 'updateFormData', data: { language: 'es' } });
    expect(spanish.formData).toMatchObject({ language: 'es', voiceType: 'es-US-lucia', scriptContent: '' });
    expect(spanish.scriptsByType).toEqual({ 'on-hold': '' });
    // The same language again changes nothing; back in English, the spec's first voice of the gender.
    const written = wizardReducer(spanish, { type: 'updateFormData', data: { scriptContent: 'Gracias.' } });
    expect(wizardReducer(written, { type: 'updateFormData', data: { language: 'es' } }).formData.scriptContent).toBe(
      'Gracias.',
    );
    const english = wizardReducer(written, { type: 'updateFormData', data: { language: 'en' } });
    expect(english.formData).toMatchObject({ language: 'en', voiceType: 'en-US-natalie', scriptContent: '' });
  });

  it('sets and clears the processing flag and the error banner', () => {
    const busy = wizardReducer(initialWizardState, { type: 'setProcessing', isProcessing: true });
    expect(busy.isProcessing).toBe(true);
    const failed = wizardReducer(busy, { type: 'setError', message: 'Boom' });
    expect(failed.error).toBe('Boom');
    expect(wizardReducer(failed, { type: 'setError', message: null }).error).toBeNull();
  });
});

describe('wizardReducer: the script per message type (record 092)', () => {
  const typed = wizardReducer(initialWizardState, { type: 'editScript', script: 'My own words' });

  it('marks typed text as the user’s, and a script put in by code as not', () => {
    expect(typed.scriptEditedByHand).toBe(true);
    const replaced = wizardReducer(typed, { type: 'updateFormData', data: { scriptContent: 'Generated' } });
    expect(replaced.scriptEditedByHand).toBe(false);
    expect(replaced.scriptsByType['on-hold']).toBe('Generated');
  });

  it('shows each type’s own script: empty for a type never written, the old one on the way back', () => {
    const voicemail = wizardReducer(typed, { type: 'updateFormData', data: { messageType: 'voicemail' } });
    expect(voicemail.formData.scriptContent).toBe('');
    const back = wizardReducer(voicemail, { type: 'updateFormData', data: { messageType: 'on-hold' } });
    expect(back.formData.scriptContent).toBe('My own words');
  });

  it('keeps a bilingual message’s other-language script per type too, so a type changed and back loses neither (issue 47)', () => {
    const both = wizardReducer(initialWizardState, {
      type: 'updateFormData',
      data: { bilingual: true, scriptContent: 'Thank you for calling.', secondScriptContent: 'Gracias por llamar.' },
    });
    const afterHours = wizardReducer(both, { type: 'updateFormData', data: { messageType: 'after-hours' } });
    expect(afterHours.formData).toMatchObject({ scriptContent: '', secondScriptContent: '' });
    const written = wizardReducer(afterHours, {
      type: 'updateFormData',
      data: { scriptContent: 'We are closed.', secondScriptContent: 'Estamos cerrados.' },
    });
    const back = wizardReducer(written, { type: 'updateFormData', data: { messageType: 'on-hold' } });
    expect(back.formData).toMatchObject({
      scriptContent: 'Thank you for calling.',
      secondScriptContent: 'Gracias por llamar.',
    });
    const again = wizardReducer(back, { type: 'updateFormData', data: { messageType: 'after-hours' } });
    expect(again.formData).toMatchObject({ scriptContent: 'We are closed.', secondScriptContent: 'Estamos cerrados.' });
    expect(again.secondScriptsByType).toEqual({ 'on-hold': 'Gracias por llamar.', 'after-hours': 'Estamos cerrados.' });
  });

  it('records the furthest step reached, and a new result is not saved yet', () => {
    const moved = wizardReducer(wizardReducer(at(3), { type: 'goToStep', step: 4 }), { type: 'goToStep', step: 2 });
    expect(moved.furthestStep).toBe(4);
    const saved = wizardReducer(moved, { type: 'setResultSaved', saved: true });
    expect(wizardReducer(saved, { type: 'updateFormData', data: { audioUrl: '/api/audio/x' } }).resultSaved).toBe(
      false,
    );
  });
});

describe('wizardReducer: a message reopened from the Library (record 108)', () => {
  const reopened = {
    ...defaultWizardFormData,
    messageType: 'voicemail' as const,
    scriptContent: 'Please leave a message.',
  };
  const open = (state: WizardState) =>
    wizardReducer(state, {
      type: 'openMessage',
      formData: reopened,
      editing: { itemId: 'item-1', title: 'Voicemail' },
      saved: true,
    });

  it('takes the whole message, as its type script, saved, and can go on to the music step', () => {
    const typed = wizardReducer(at(1), { type: 'editScript', script: 'My own words' });
    const next = open(typed);
    expect(next.formData).toBe(reopened);
    expect(next.scriptsByType).toEqual({ voicemail: 'Please leave a message.' });
    expect(next).toMatchObject({ scriptEditedByHand: false, resultSaved: true, furthestStep: 4 });
    expect(next.editing).toEqual({ itemId: 'item-1', title: 'Voicemail' });
    expect(hasUnsavedWork(next)).toBe(false);
  });

  it('has unsaved work again once its script changes or a new result is made', () => {
    const next = open(at(3));
    expect(hasUnsavedWork(wizardReducer(next, { type: 'editScript', script: 'Please leave a short message.' }))).toBe(
      true,
    );
    const remade = wizardReducer(next, { type: 'updateFormData', data: { audioUrl: '/api/audio/new' } });
    expect(hasUnsavedWork(remade)).toBe(true);
    expect(hasUnsavedWork(wizardReducer(remade, { type: 'setResultSaved', saved: true }))).toBe(false);
  });

  it('counts an empty studio as nothing to lose', () => {
    expect(hasUnsavedWork(initialWizardState)).toBe(false);
  });
});
