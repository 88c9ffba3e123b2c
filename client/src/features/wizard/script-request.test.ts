import { describe, expect, it } from 'vitest';
import { generateScriptBody } from '#common/schemas/scripts.js';
import { defaultWizardFormData } from '#common/wizard.js';
import { canGenerateScript, generateScriptBodyFrom } from './script-request';

const filled = { ...defaultWizardFormData, companyName: 'Bright Smile', industry: 'healthcare' as const };

describe('the generate-script request', () => {
  it('needs a company name and an industry or a custom sector', () => {
    expect(canGenerateScript(filled)).toBe(true);
    expect(canGenerateScript({ ...filled, companyName: ' ' })).toBe(false);
    expect(canGenerateScript({ ...filled, industry: '' })).toBe(false);
    expect(canGenerateScript({ ...filled, industry: 'other', useCustomSector: true, customSector: 'Vets' })).toBe(true);
  });

  it('sends an empty industry as other, drops blank promotion lines and a hidden return date', () => {
    const body = generateScriptBodyFrom({
      ...filled,
      industry: '',
      useCustomSector: true,
      customSector: 'Vets',
      promotionItems: ['A', ' ', 'B'],
      voicemailReturnDate: '2026-12-28',
    });
    expect(body.industry).toBe('other');
    expect(body.promotionItems).toEqual(['A', 'B']);
    expect(body.voicemailReturnDate).toBe('');
  });

  it('sends the Spanish words (record 155): a Spanish sector only beside a custom one, blank offers dropped', () => {
    const spanish = {
      ...filled,
      spanishCustomSector: 'Clínica veterinaria',
      spanishKeyProducts: 'Vacunas',
      spanishPromotionItems: ['Baño gratis', ' '],
    };
    expect(generateScriptBodyFrom(spanish)).toMatchObject({
      spanishCustomSector: '',
      spanishKeyProducts: 'Vacunas',
      spanishPromotionItems: ['Baño gratis'],
    });
    expect(generateScriptBodyFrom({ ...spanish, useCustomSector: true }).spanishCustomSector).toBe(
      'Clínica veterinaria',
    );
  });

  it('is accepted by the server schema with every field the spec lists', () => {
    expect(generateScriptBody.safeParse(generateScriptBodyFrom(filled)).success).toBe(true);
  });
});
