import { useMemo, type Ref } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { timeZoneChoices } from '@/lib/time-zone';

/**
 * A time zone chosen from every zone the browser knows, each with its offset now; the current value
 * is always among them. Step 1's Business time zone and a phone link's zone are this one control.
 */
export function TimeZoneSelect({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  name,
  onBlur,
  triggerRef,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (zone: string) => void;
  error?: string;
  /** For a form library that tracks the field: its name, blur and focus target. */
  name?: string;
  onBlur?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const choices = useMemo(() => timeZoneChoices(value), [value]);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <Select value={value} onValueChange={onChange} name={name}>
          <SelectTrigger {...control} ref={triggerRef} onBlur={onBlur}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {choices.map((zone) => (
              <SelectItem key={zone.value} value={zone.value}>
                {zone.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
