import { Controller, useFormContext } from 'react-hook-form';
import { messages } from '#common/messages.js';
import type { BusinessInfoInput } from '#common/wizard.js';
import { TimeZoneSelect } from '@/components/time-zone-select';

/** The business's time zone (record 107): this device's at first, any zone the browser knows by choice. */
export function TimeZoneField() {
  const { control } = useFormContext<BusinessInfoInput>();
  return (
    <Controller
      name="timeZone"
      control={control}
      render={({ field, fieldState }) => (
        <TimeZoneSelect
          id="timeZone"
          label={messages.profile.timeZoneLabel}
          hint={messages.profile.timeZoneHint}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          name={field.name}
          onBlur={field.onBlur}
          triggerRef={field.ref}
        />
      )}
    />
  );
}
