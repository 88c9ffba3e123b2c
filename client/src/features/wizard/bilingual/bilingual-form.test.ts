import { describe, expect, it } from 'vitest';
import { recipe } from '#common/schemas/recipe.js';
import { synthesizeVoiceBody } from '#common/schemas/voices.js';
import { defaultWizardFormData, type WizardFormData } from '#common/wizard.js';
import { messageFromDraft } from '../draft/draft-state';
import { voiceRequestFrom } from '../generation/generation-requests';
import { formDataFromRecipe, recipeMessageOf } from '../recipe-form';
import { initialWizardState, wizardReducer, type WizardState } from '../wizard-reducer';
import { freeLanguageKeys, messageVoiceSeconds, secondPartFrom, withBilingualFields } from './bilingual-form';

const GREETING = 'Thank you for calling Riverside Dental.\n\nPlease hold.';
const SALUDO = 'Gracias por llamar a Riverside Dental.\n\nPor favor, espere.';

function update(state: WizardState, data: Partial<WizardFormData>): WizardState {
  return wizardReducer(state, { type: 'updateFormData', data });
}

const attendants = (keys: Partial<WizardFormData['attendants']>) => ({ ...defaultWizardFormData.attendants, ...keys });

describe('a bilingual message in the wizard (record 145)', () => {
  it('takes the other language’s voice of the first voice’s gender when turned on, and again after a language change', () => {
    const female = update(initialWizardState, { voiceGender: 'female', voiceType: 'en-US-claire' });
    const on = update(female, { bilingual: true });
    expect(on.formData.secondVoiceType).toBe('es-US-lucia');
    // A chosen second voice stays while it speaks the other language.
    const mateo = update(on, { secondVoiceType: 'es-US-mateo' });
    expect(update(mateo, { companyName: 'Acme' }).formData.secondVoiceType).toBe('es-US-mateo');
    // A Spanish message's other language is English: the spec's first US voice of the gender.
    const spanish = update(mateo, { language: 'es' });
    expect(spanish.formData).toMatchObject({ voiceType: 'es-US-lucia', secondVoiceType: 'en-US-natalie' });
  });

  it('drops the second script with a change of type or language, as the first is (spec §4)', () => {
    const written = update(update(initialWizardState, { bilingual: true }), {
      scriptContent: GREETING,
      secondScriptContent: SALUDO,
    });
    expect(update(written, { messageType: 'voicemail' }).formData.secondScriptContent).toBe('');
    expect(update(written, { language: 'es' }).formData.secondScriptContent).toBe('');
    // Typing in it marks the message as changed since it was saved.
    const saved = wizardReducer(written, { type: 'setResultSaved', saved: true });
    expect(update(saved, { secondScriptContent: `${SALUDO} Gracias.` }).resultSaved).toBe(false);
  });

  it('offers the other language on the first free key, from 9 down, with the offer line as its script', () => {
    expect(freeLanguageKeys(attendants({ '1': 'sales', '9': 'billing', '8': ' ' }))).toEqual([
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
      '0',
    ]);
    const menu = update(initialWizardState, {
      messageType: 'auto-attendant',
      attendants: attendants({ '1': 'sales', '2': 'billing' }),
    });
    const on = update(menu, { bilingual: true });
    expect(on.formData).toMatchObject({ languageKey: '9', secondScriptContent: 'Para español, oprima el nueve.' });
    // A new key says itself; an edit of the line stays until the key changes again.
    const eight = update(on, { languageKey: '8' });
    expect(eight.formData.secondScriptContent).toBe('Para español, oprima el ocho.');
    const edited = update(eight, { secondScriptContent: 'Para español, por favor oprima el ocho.' });
    expect(update(edited, { companyName: 'Acme' }).formData.secondScriptContent).toBe(
      'Para español, por favor oprima el ocho.',
    );
    // An option typed on the chosen key moves the offer to the first free key.
    const taken = update(edited, { attendants: attendants({ '1': 'sales', '2': 'billing', '8': 'hours' }) });
    expect(taken.formData).toMatchObject({ languageKey: '9', secondScriptContent: 'Para español, oprima el nueve.' });
    // In a Spanish menu the offer is of English, said the English way.
    expect(update(taken, { language: 'es' }).formData.secondScriptContent).toBe('For English, press 9.');
  });

  it('leaves a message in one language as it is, and sends no second part for it', () => {
    const data = { ...defaultWizardFormData, secondScriptContent: SALUDO };
    expect(withBilingualFields(null, data)).toBe(data);
    expect(secondPartFrom(data)).toBeUndefined();
    expect(voiceRequestFrom({ ...data, scriptContent: GREETING })).not.toHaveProperty('secondPart');
  });

  it('sends the second part on every voice request, after the message or after an attendant’s greeting', () => {
    const greeting = withBilingualFields(null, {
      ...defaultWizardFormData,
      bilingual: true,
      scriptContent: GREETING,
      secondScriptContent: SALUDO,
    });
    const body = voiceRequestFrom(greeting, true);
    expect(body.secondPart).toEqual({
      script: SALUDO,
      voiceType: 'es-US-mateo',
      language: 'es',
      placement: 'end',
    });
    expect(body.useLocalEngine).toBe(true);
    expect(synthesizeVoiceBody.safeParse(body).success).toBe(true);
    const menu = withBilingualFields(null, { ...greeting, messageType: 'auto-attendant', secondScriptContent: '' });
    expect(voiceRequestFrom(menu).secondPart).toMatchObject({
      script: 'Para español, oprima el nueve.',
      placement: 'afterFirstParagraph',
    });
  });

  it('counts both languages and the gap between them in the length', () => {
    const one = { ...defaultWizardFormData, enableParagraphPauses: false, scriptContent: GREETING };
    const both = { ...one, bilingual: true, secondScriptContent: SALUDO };
    // Nine Spanish words at 140 a minute and 1.5 s of silence on top of the English part.
    expect(messageVoiceSeconds(both) - messageVoiceSeconds(one)).toBeCloseTo(1.5 + (9 / 140) * 60, 1);
    expect(messageVoiceSeconds({ ...both, bilingual: false })).toBe(messageVoiceSeconds(one));
  });

  it('comes back from a draft with its defaults, and from a Library recipe with its second script and voice', () => {
    const back = messageFromDraft('user-1', null, { step: 1, formData: { bilingual: true } }, null);
    expect(back.wizard.formData.secondVoiceType).toBe('es-US-mateo');
    const made = withBilingualFields(null, {
      ...defaultWizardFormData,
      bilingual: true,
      messageType: 'auto-attendant',
      attendants: attendants({ '1': 'sales' }),
      scriptContent: GREETING,
      secondVoiceType: 'es-US-lucia',
    });
    const stored = recipe.parse({
      voice: voiceRequestFrom(made),
      music: { trackId: 'corporate-upbeat', volume: 15 },
      message: recipeMessageOf(made),
    });
    const reopened = formDataFromRecipe(stored, false);
    expect(reopened).toMatchObject({
      bilingual: true,
      languageKey: '9',
      secondScriptContent: 'Para español, oprima el nueve.',
      secondVoiceType: 'es-US-lucia',
    });
  });
});
