import { characterCount } from '#common/schemas/field-limits.js';
import { promotionsError } from '#common/schemas/promotions.js';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useWizardActions, useWizardState } from '../wizard-store';
import { TranslateButton } from './translate-button';
import { speaksSpanish, useTranslation } from './use-translation';

/** The line nearest its limit, for the counter. */
export function longestLine(lines: readonly string[]): string {
  return lines.reduce((longest, line) => (line.length > longest.length ? line : longest), '');
}

/**
 * Step 3's promotions in Spanish (issue 47, record 155), under the English ones while the message
 * says Spanish: one per line, as the Spanish script should say them; left empty, it says there are
 * offers without reading out the English. A translation fills them for editing where offered.
 */
export function SpanishPromotionsField() {
  const { formData } = useWizardState();
  const { updateFormData } = useWizardActions();
  const translation = useTranslation();
  if (!speaksSpanish(formData)) return null;
  const lines = formData.spanishPromotionItems;
  const english = formData.promotionItems.filter((item) => item.trim() !== '');
  const count = characterCount('spanishPromotionItem', longestLine(lines));

  async function translate() {
    const reply = await translation.translate({ promotionItems: english });
    if (reply) updateFormData({ spanishPromotionItems: reply.spanishPromotionItems });
  }

  return (
    <div className="flex flex-col gap-3">
      <FormField
        id="spanishPromotionItems"
        label="Promotions in Spanish"
        optional
        hint={`One per line, said in Spanish scripts instead of the English ones.${count ? ` ${count}.` : ''}`}
        error={promotionsError(lines, 'spanishPromotionItem')}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            lang="es"
            value={lines.join('\n')}
            onChange={(e) => updateFormData({ spanishPromotionItems: e.target.value.split('\n') })}
            placeholder={'20% de descuento en blanqueamiento en diciembre\nRevisión gratis para pacientes nuevos'}
          />
        )}
      </FormField>
      <TranslateButton
        available={translation.available}
        busy={translation.busy}
        empty={english.length === 0}
        onTranslate={() => void translate()}
      />
    </div>
  );
}
