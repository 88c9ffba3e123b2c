import { useMemo } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { timeZoneChoices } from '@/lib/time-zone';

/** The zone a link's rules are read in, chosen as step 1's Business time zone is. */
export function TimeZoneSelect({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  const choices = useMemo(() => timeZoneChoices(value), [value]);
  return (
    <FormField id={id} label="Time zone" hint="Dates and opening hours are read on this zone’s clocks." error={error}>
      {(control) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger {...control}>
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
