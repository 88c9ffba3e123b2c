import type { MessageLanguage } from '#common/message-language.js';
import type { GenerateScriptBody } from '#common/schemas/scripts.js';
import { hasIndustryOrSector, type WizardFormData } from '#common/wizard.js';

/** Spec §5: generation needs a company name and an industry or a non-blank custom sector. */
export function canGenerateScript(data: WizardFormData): boolean {
  return (
    data.companyName.trim() !== '' && hasIndustryOrSector(data.industry, data.useCustomSector ? data.customSector : '')
  );
}

/**
 * The generate-script request from the wizard's form data (spec §7). An empty industry is sent as
 * other. `language` asks for a script in the message's language (record 144; the composer's side of
 * issue 39 reads it, and a server without it ignores the field).
 */
export function generateScriptBodyFrom(data: WizardFormData): GenerateScriptBody & { language: MessageLanguage } {
  return {
    language: data.language,
    companyName: data.companyName,
    companyWebsite: data.companyWebsite,
    industry: data.industry || 'other',
    customSector: data.useCustomSector ? data.customSector : '',
    keyProducts: data.keyProducts,
    // What a Spanish script says instead of the English words (record 155); the English one ignores them.
    spanishCustomSector: data.useCustomSector ? data.spanishCustomSector : '',
    spanishKeyProducts: data.spanishKeyProducts,
    spanishPromotionItems: data.spanishPromotionItems.map((item) => item.trim()).filter(Boolean),
    messageType: data.messageType,
    customMessage: data.customMessage,
    messageLength: data.messageLength,
    tone: data.tone,
    pauseLength: data.pauseLength,
    enableParagraphPauses: data.enableParagraphPauses,
    holidayType: data.holidayType,
    businessHours: data.businessHours,
    voicemailContactName: data.voicemailContactName,
    voicemailOutOfOffice: data.voicemailOutOfOffice,
    // A return date only means something while the out-of-office switch is on.
    voicemailReturnDate: data.voicemailOutOfOffice ? data.voicemailReturnDate : '',
    promotionItems: data.promotionItems.map((item) => item.trim()).filter(Boolean),
    attendantOptions: data.attendantOptions,
    attendants: data.attendants,
    accent: data.voiceAccent,
  };
}
