import { describe, expect, it } from 'vitest';
import type { BusinessProfile } from '#common/schemas/business-profile.js';
import { draftBody } from '#common/schemas/draft.js';
import { defaultWizardFormData } from '#common/wizard.js';
import { idleGeneration, type MessageInProgress } from '../message-state';
import { initialWizardState } from '../wizard-reducer';
import { draftFromMessage, messageFromDraft } from './draft-state';

const message: MessageInProgress = {
  draft: { userId: 'user-1', revision: '2026-11-26T10:00:00.000Z', discarded: false, pickedUp: 0 },
  wizard: {
    ...initialWizardState,
    currentStep: 3,
    furthestStep: 4,
    formData: { ...defaultWizardFormData, companyName: 'Acme', scriptContent: 'Hello', audioUrl: '/api/audio/abc-1' },
    scriptsByType: { 'on-hold': 'Hello', voicemail: 'Bye' },
    secondScriptsByType: { 'on-hold': 'Hola', voicemail: 'Adiós' },
    resultSaved: true,
    isProcessing: true,
    error: 'Boom',
  },
  generation: { ...idleGeneration, phase: 'failed', error: 'Boom' },
  headStart: { scriptPending: true, voice: null },
  ownVoice: null,
};
const MIX_JOB = '0b7f3c1e-2a4d-4c1b-9f8e-5d6a7b8c9d0e';

describe('the draft of the message in progress (records 090, 103)', () => {
  it('is a body the server accepts', () => {
    expect(draftBody.safeParse(draftFromMessage(message)).success).toBe(true);
  });

  it('comes back as the same work, without the moment’s overlay, banner and work made ahead', () => {
    const back = messageFromDraft('user-1', 'r2', draftFromMessage(message), null);
    expect(back.draft).toEqual({ userId: 'user-1', revision: 'r2', discarded: false, pickedUp: 0 });
    expect(back.wizard).toMatchObject({
      currentStep: 3,
      furthestStep: 4,
      resultSaved: true,
      isProcessing: false,
      error: null,
    });
    expect(back.wizard.formData).toEqual(message.wizard.formData);
    expect(back.wizard.scriptsByType).toEqual(message.wizard.scriptsByType);
    expect(back.wizard.secondScriptsByType).toEqual(message.wizard.secondScriptsByType);
    expect(back.generation).toEqual(idleGeneration);
    expect(back.headStart).toEqual({ scriptPending: false, voice: null });
  });

  it('keeps the jobs step 5 waits for, and opens step 5 for them', () => {
    const awaited = { ...message, generation: { ...idleGeneration, awaited: { mixJobId: MIX_JOB } } };
    const draft = draftFromMessage(awaited);
    expect(draftBody.safeParse(draft).success).toBe(true);
    expect(draft.generation).toEqual({ mixJobId: MIX_JOB });
    const back = messageFromDraft('user-1', null, draft, null);
    expect(back.wizard.currentStep).toBe(5);
    expect(back.wizard.furthestStep).toBe(5);
    expect(back.generation.awaited).toEqual({ mixJobId: MIX_JOB });
    expect(draftFromMessage(message).generation).toBeUndefined();
  });

  it('fills what an older draft lacks from the defaults', () => {
    const back = messageFromDraft('user-1', null, { step: 2, formData: { companyName: 'Acme' } }, null);
    expect(back.wizard.formData.musicVolume).toBe(defaultWizardFormData.musicVolume);
    expect(back.wizard.formData.attendants['1']).toBe('');
    expect(back.wizard.furthestStep).toBe(2);
    expect(back.generation.awaited).toBeNull();
  });
});

describe('a new message and the business profile (record 107)', () => {
  const profile: BusinessProfile = {
    companyName: 'Riverside Dental',
    companyWebsite: 'riversidedental.com',
    industry: 'healthcare',
    useCustomSector: false,
    customSector: '',
    keyProducts: 'Check-ups',
    spanishCustomSector: '',
    spanishKeyProducts: 'Chequeos',
    timeZone: 'Asia/Tokyo',
    messageLength: 'short',
    tone: 'calm',
    enableParagraphPauses: false,
    language: 'es',
    bilingual: false,
    pauseLength: 'long',
  };

  it('starts with the profile when there is no draft, and nothing else of an old message', () => {
    const fresh = messageFromDraft('user-1', null, null, profile);
    expect(fresh.wizard.formData).toEqual({ ...defaultWizardFormData, ...profile });
    expect(fresh.wizard.currentStep).toBe(1);
    expect(messageFromDraft('user-1', null, null, null).wizard.formData).toEqual(defaultWizardFormData);
  });

  it('leaves a draft as it was typed, taking from the profile only what the draft lacks', () => {
    const back = messageFromDraft('user-1', 'r2', draftFromMessage(message), profile);
    expect(back.wizard.formData).toEqual(message.wizard.formData);
    const older = messageFromDraft('user-1', null, { step: 2, formData: { companyName: 'Acme' } }, profile);
    expect(older.wizard.formData).toMatchObject({ companyName: 'Acme', timeZone: 'Asia/Tokyo' });
  });

  it("fills step 3's hours and offers with the ones the profile keeps (issue 40), but never over a draft's own", () => {
    const keeping = { ...profile, businessHours: 'Mon-Fri 8am-6pm', promotionItems: ['Free whitening'] };
    const fresh = messageFromDraft('user-1', null, null, keeping);
    expect(fresh.wizard.formData).toMatchObject({
      businessHours: 'Mon-Fri 8am-6pm',
      promotionItems: ['Free whitening'],
      messageType: 'on-hold',
    });
    const typed = {
      ...message,
      wizard: {
        ...message.wizard,
        formData: { ...message.wizard.formData, businessHours: 'Sat 9-12', promotionItems: [] },
      },
    };
    const back = messageFromDraft('user-1', 'r3', draftFromMessage(typed), keeping);
    expect(back.wizard.formData).toMatchObject({ businessHours: 'Sat 9-12', promotionItems: [] });
  });
});
