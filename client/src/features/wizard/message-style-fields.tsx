import { Controller, useFormContext } from 'react-hook-form';
import { MESSAGE_LENGTHS, PAUSE_LENGTHS } from '#common/constants.js';
import { ToneSelect } from '@/components/tone-select';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { BilingualChoice } from './bilingual/bilingual-choice';
import { RadioCardGroup } from './radio-card-group';
import type { BusinessInfoInput } from '#common/wizard.js';

/** The message's language (record 144): the screens stay in English whichever is chosen. */
const LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English', hint: 'An English script and voice' },
  { value: 'es', label: 'Spanish', hint: 'A Spanish script and voice (español)' },
] as const;

const PAUSE_OPTIONS = PAUSE_LENGTHS.map((p) => ({ value: p.value, label: p.label, hint: `${p.seconds} s pause` }));

/** Message length, tone and paragraph pauses: the "Message style" half of step 1. */
export function MessageStyleFields() {
  const { register, control, watch } = useFormContext<BusinessInfoInput>();
  const pausesOn = watch('enableParagraphPauses');

  return (
    <section aria-labelledby="message-style-heading" className="flex flex-col gap-5">
      <h3 id="message-style-heading" className="text-base font-semibold">
        Message style
      </h3>
      <RadioCardGroup
        legend="Message language"
        name="language"
        options={LANGUAGE_OPTIONS}
        registration={register('language')}
        columns={2}
      />
      <BilingualChoice />
      <RadioCardGroup
        legend="Message length"
        name="messageLength"
        options={MESSAGE_LENGTHS}
        registration={register('messageLength')}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          name="tone"
          control={control}
          render={({ field }) => (
            <FormField id="tone" label="Tone" hint="How your message should sound to callers.">
              {(controlProps) => (
                <ToneSelect
                  control={controlProps}
                  value={field.value}
                  onChange={field.onChange}
                  name={field.name}
                  triggerRef={field.ref}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          name="enableParagraphPauses"
          control={control}
          render={({ field }) => (
            <div className="flex flex-col gap-2">
              <div className="flex items-center justify-between gap-3 rounded-xl border border-input p-4 sm:mt-7">
                <div className="flex flex-col gap-0.5">
                  <Label htmlFor="enableParagraphPauses">Paragraph pauses</Label>
                  <p id="enableParagraphPauses-hint" className="text-xs text-muted-foreground">
                    A short silence between paragraphs makes long messages easier to follow.
                  </p>
                </div>
                <Switch
                  id="enableParagraphPauses"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  aria-describedby="enableParagraphPauses-hint"
                />
              </div>
            </div>
          )}
        />
      </div>

      {pausesOn ? (
        <RadioCardGroup
          legend="Pause length"
          name="pauseLength"
          options={PAUSE_OPTIONS}
          registration={register('pauseLength')}
          compact
        />
      ) : null}
    </section>
  );
}
