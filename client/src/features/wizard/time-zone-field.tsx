import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { messages } from '#common/messages.js';
import type { BusinessInfoInput } from '#common/wizard.js';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { timeZoneChoices } from '@/lib/time-zone';

/** The business's time zone (record 107): this device's at first, any zone the browser knows by choice. */
export function TimeZoneField() {
  const { control, watch } = useFormContext<BusinessInfoInput>();
  const current = watch('timeZone');
  const choices = useMemo(() => timeZoneChoices(current), [current]);

  return (
    <Controller
      name="timeZone"
      control={control}
      render={({ field, fieldState }) => (
        <FormField
          id="timeZone"
          label={messages.profile.timeZoneLabel}
          hint={messages.profile.timeZoneHint}
          error={fieldState.error?.message}
        >
          {(controlProps) => (
            <Select value={field.value} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
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
      )}
    />
  );
}
