import { Controller, useFormContext } from 'react-hook-form';
import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import type { BusinessInfoInput } from '#common/wizard.js';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useWizardState } from '../wizard-store';
import { LanguageKeySelect } from './language-key-select';

/**
 * Step 1's bilingual choice (record 145), beside the message language: the other language said in
 * the same file, in its own voice; for an auto-attendant, the other language offered on a key after
 * the greeting. The screens stay in English.
 */
export function BilingualChoice() {
  const { control, watch } = useFormContext<BusinessInfoInput>();
  const { formData } = useWizardState();
  const other = LANGUAGE_NAMES[otherLanguage(watch('language') ?? formData.language)];
  const attendant = formData.messageType === 'auto-attendant';
  const label = attendant ? `Offer ${other} on a key` : `Also in ${other}, in the same file`;
  const hint = attendant
    ? `After the greeting, a ${other} voice tells callers which key to press; the options stay in one language.`
    : `After the message, the same message again in ${other}, said by a ${other} voice.`;

  return (
    <Controller
      name="bilingual"
      control={control}
      render={({ field }) => (
        <div className="flex flex-col gap-4 rounded-xl border border-input p-4">
          <div className="flex items-center justify-between gap-3">
            <div className="flex flex-col gap-0.5">
              <Label htmlFor="bilingual">{label}</Label>
              <p id="bilingual-hint" className="text-xs text-muted-foreground">
                {hint}
              </p>
            </div>
            <Switch
              id="bilingual"
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-describedby="bilingual-hint"
            />
          </div>
          {attendant && field.value ? <LanguageKeySelect id="languageKey-step1" /> : null}
        </div>
      )}
    />
  );
}
