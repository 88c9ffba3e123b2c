import { describe, expect, it } from 'vitest';
import { draftBody } from '#common/schemas/draft.js';
import { defaultWizardFormData } from '#common/wizard.js';
import { initialWizardState, type WizardState } from '../wizard-reducer';
import { draftFromState, stateFromDraft } from './draft-state';

const state: WizardState = {
  ...initialWizardState,
  currentStep: 3,
  furthestStep: 4,
  formData: { ...defaultWizardFormData, companyName: 'Acme', scriptContent: 'Hello', audioUrl: '/api/audio/abc-1' },
  scriptsByType: { 'on-hold': 'Hello', voicemail: 'Bye' },
  resultSaved: true,
  isProcessing: true,
  error: 'Boom',
};

describe('the draft of the wizard (record 090)', () => {
  it('is a body the server accepts', () => {
    expect(draftBody.safeParse(draftFromState(state)).success).toBe(true);
  });

  it('comes back as the same work, without the moment’s overlay and banner', () => {
    const back = stateFromDraft(draftFromState(state));
    expect(back).toMatchObject({
      currentStep: 3,
      furthestStep: 4,
      resultSaved: true,
      isProcessing: false,
      error: null,
    });
    expect(back.formData).toEqual(state.formData);
    expect(back.scriptsByType).toEqual(state.scriptsByType);
  });

  it('fills what an older draft lacks from the defaults', () => {
    const back = stateFromDraft({ step: 2, formData: { companyName: 'Acme' } });
    expect(back.formData.musicVolume).toBe(defaultWizardFormData.musicVolume);
    expect(back.formData.attendants['1']).toBe('');
    expect(back.furthestStep).toBe(2);
  });
});
