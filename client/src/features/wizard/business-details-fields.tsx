import { useRef } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { INDUSTRIES, type Industry } from '#common/constants.js';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import type { BusinessInfoInput } from '#common/wizard.js';
import { characterCount } from '#common/schemas/field-limits.js';
import { TimeZoneField } from './time-zone-field';

/** Company, website, industry or custom sector, key products, time zone: the "About your business" half of step 1. */
export function BusinessDetailsFields() {
  const { register, control, setValue, getValues, clearErrors, watch, formState } = useFormContext<BusinessInfoInput>();
  const { errors } = formState;
  const useCustomSector = watch('useCustomSector');
  // A counter appears as a field nears its limit (record 094); past it, the schema's message shows.
  const [companyName = '', companyWebsite = '', customSector = '', keyProducts = ''] = watch([
    'companyName',
    'companyWebsite',
    'customSector',
    'keyProducts',
  ]);
  // The industry chosen before the toggle went on, restored when it goes off again.
  const industryBeforeToggle = useRef<Industry | ''>('');

  function toggleCustomSector(on: boolean) {
    if (on) {
      industryBeforeToggle.current = getValues('industry') ?? '';
      setValue('industry', 'other');
    } else {
      // Spec §4: turning the toggle off clears the custom sector, and so its Spanish (record 155).
      setValue('customSector', '');
      setValue('spanishCustomSector', '');
      setValue('industry', industryBeforeToggle.current === 'other' ? '' : industryBeforeToggle.current);
    }
    clearErrors(['industry', 'customSector']);
  }

  return (
    <section aria-labelledby="business-details-heading" className="flex flex-col gap-5">
      <h3 id="business-details-heading" className="text-base font-semibold">
        About your business
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="companyName"
          label="Company name"
          hint={characterCount('companyName', companyName)}
          error={errors.companyName?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...register('companyName')}
              autoComplete="organization"
              placeholder="e.g. Riverside Dental"
              aria-required="true"
            />
          )}
        </FormField>
        <FormField
          id="companyWebsite"
          label="Website"
          optional
          hint={characterCount('companyWebsite', companyWebsite)}
          error={errors.companyWebsite?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...register('companyWebsite')}
              inputMode="url"
              autoComplete="url"
              placeholder="www.example.com"
            />
          )}
        </FormField>

        <div className="flex flex-col gap-3">
          {useCustomSector ? (
            <FormField
              id="customSector"
              label="Custom sector"
              hint={characterCount('customSector', customSector)}
              error={errors.customSector?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  {...register('customSector')}
                  placeholder="e.g. Veterinary clinic"
                  aria-required="true"
                />
              )}
            </FormField>
          ) : (
            <Controller
              name="industry"
              control={control}
              render={({ field, fieldState }) => (
                <FormField id="industry" label="Industry" error={fieldState.error?.message}>
                  {(controlProps) => (
                    <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                      <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur} aria-required="true">
                        <SelectValue placeholder="Select an industry" />
                      </SelectTrigger>
                      <SelectContent>
                        {INDUSTRIES.map((industry) => (
                          <SelectItem key={industry.value} value={industry.value}>
                            {industry.label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                </FormField>
              )}
            />
          )}
          <Controller
            name="useCustomSector"
            control={control}
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch
                  id="useCustomSector"
                  checked={field.value}
                  onCheckedChange={(on) => {
                    field.onChange(on);
                    toggleCustomSector(on);
                  }}
                />
                <Label htmlFor="useCustomSector" className="font-normal">
                  Use a custom sector
                </Label>
              </div>
            )}
          />
        </div>

        <FormField
          id="keyProducts"
          label="Key products or services"
          optional
          hint={characterCount('keyProducts', keyProducts)}
          error={errors.keyProducts?.message}
          className="sm:row-span-1"
        >
          {(control) => (
            <Textarea
              {...control}
              {...register('keyProducts')}
              rows={3}
              placeholder="e.g. Emergency appointments, teeth whitening, family check-ups"
            />
          )}
        </FormField>
        <TimeZoneField />
      </div>
    </section>
  );
}
