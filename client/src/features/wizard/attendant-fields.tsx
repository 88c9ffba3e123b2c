import { ATTENDANT_DIGITS, type AttendantDigit } from '#common/wizard.js';
import { characterCount, fieldLimitError } from '#common/schemas/field-limits.js';
import { describedControl, FieldNotes, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LanguageKeySelect } from './bilingual/language-key-select';
import { useWizardActions, useWizardState } from './wizard-store';

/** Keypad order on a phone: 1 to 9, then 0 (the operator by custom). */
const KEYPAD_ORDER: AttendantDigit[] = [...ATTENDANT_DIGITS.slice(1), '0'];

/** The auto-attendant menu: an introduction and one option per keypad digit, read as "For sales, press one." */
export function AttendantFields() {
  const { formData } = useWizardState();
  const { updateFormData } = useWizardActions();

  return (
    <div className="flex flex-col gap-5">
      <FormField
        id="attendantOptions"
        label="Menu introduction"
        optional
        hint={
          characterCount('attendantOptions', formData.attendantOptions) ??
          'e.g. “Please listen carefully, as our options have changed.”'
        }
        error={fieldLimitError('attendantOptions', formData.attendantOptions)}
      >
        {(control) => (
          <Input
            {...control}
            value={formData.attendantOptions}
            onChange={(e) => updateFormData({ attendantOptions: e.target.value })}
          />
        )}
      </FormField>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">Keypad options</legend>
        <p className="text-sm text-muted-foreground">Name what each key reaches; empty keys are left out.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {KEYPAD_ORDER.map((digit) => (
            <KeypadOption
              key={digit}
              digit={digit}
              value={formData.attendants[digit]}
              onChange={(value) => updateFormData({ attendants: { ...formData.attendants, [digit]: value } })}
            />
          ))}
        </div>
      </fieldset>
      {/* A bilingual attendant offers its other language on a key no option uses (record 145). */}
      {formData.bilingual ? <LanguageKeySelect id="languageKey" /> : null}
    </div>
  );
}

/** One key's option, with its counter near the 80-character limit and the message past it (record 094). */
function KeypadOption({
  digit,
  value,
  onChange,
}: {
  digit: AttendantDigit;
  value: string;
  onChange: (value: string) => void;
}) {
  const count = characterCount('attendant', value);
  const error = fieldLimitError('attendant', value);
  const id = `attendant-${digit}`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-sm font-semibold text-primary-soft-foreground"
        >
          {digit}
        </span>
        <Input
          aria-label={`Option for key ${digit}`}
          {...describedControl(id, count, error)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={digit === '1' ? 'e.g. sales' : digit === '0' ? 'e.g. the operator' : ''}
        />
      </div>
      <FieldNotes id={id} hint={count} error={error} />
    </div>
  );
}
