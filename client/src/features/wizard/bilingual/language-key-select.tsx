import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import type { AttendantDigit } from '#common/wizard.js';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useWizardActions, useWizardState } from '../wizard-store';
import { freeLanguageKeys } from './bilingual-form';

/**
 * The key a bilingual auto-attendant offers its other language on (record 145): only keys no option
 * uses, 9 first. The offer line in step 3 follows the key.
 */
export function LanguageKeySelect({ id }: { id: string }) {
  const { formData } = useWizardState();
  const { updateFormData } = useWizardActions();
  const free = freeLanguageKeys(formData.attendants);
  const other = LANGUAGE_NAMES[otherLanguage(formData.language)];
  return (
    <FormField
      id={id}
      label={`Key for ${other}`}
      hint={
        free.length === 0
          ? `Every key has an option: free one to offer ${other}.`
          : `A key no option uses; set your phone system to send it to your ${other} menu.`
      }
    >
      {(control) => (
        <Select
          value={formData.languageKey}
          onValueChange={(key) => updateFormData({ languageKey: key as AttendantDigit })}
          disabled={free.length === 0}
        >
          <SelectTrigger {...control} className="sm:max-w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {free.map((key) => (
              <SelectItem key={key} value={key}>
                {key}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
