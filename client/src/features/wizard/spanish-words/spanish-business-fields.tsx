import { useFormContext } from 'react-hook-form';
import { messages } from '#common/messages.js';
import { characterCount } from '#common/schemas/field-limits.js';
import type { BusinessInfoInput } from '#common/wizard.js';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { TranslateButton } from './translate-button';
import { speaksSpanish, useTranslation } from './use-translation';

/**
 * Step 1's "Your business in Spanish" (issue 47, record 155), shown while the message says Spanish
 * (its language or its second one): the custom sector (while it is on) and the services as the
 * Spanish script should say them. Optional; a translation of the English ones fills them for
 * editing where the server has an LLM.
 */
export function SpanishBusinessFields() {
  const { register, watch, getValues, setValue, formState } = useFormContext<BusinessInfoInput>();
  const { errors } = formState;
  const translation = useTranslation();
  const [language, bilingual, useCustomSector, customSector = '', keyProducts = ''] = watch([
    'language',
    'bilingual',
    'useCustomSector',
    'customSector',
    'keyProducts',
  ]);
  const [spanishCustomSector = '', spanishKeyProducts = ''] = watch(['spanishCustomSector', 'spanishKeyProducts']);
  if (!speaksSpanish({ language, bilingual })) return null;
  const englishSector = useCustomSector ? customSector.trim() : '';

  async function translate() {
    const reply = await translation.translate({ customSector: englishSector, keyProducts: getValues('keyProducts') });
    if (!reply) return;
    // Filled for the user to read and change; kept only by Continue, as any typing is.
    const edit = { shouldDirty: true, shouldValidate: true } as const;
    if (englishSector) setValue('spanishCustomSector', reply.spanishCustomSector, edit);
    if (reply.spanishKeyProducts) setValue('spanishKeyProducts', reply.spanishKeyProducts, edit);
  }

  return (
    <section aria-labelledby="spanish-words-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h3 id="spanish-words-heading" className="text-base font-semibold">
          {messages.spanishWords.heading}
        </h3>
        <p className="text-sm text-muted-foreground">{messages.spanishWords.description}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {useCustomSector ? (
          <FormField
            id="spanishCustomSector"
            label="Custom sector in Spanish"
            optional
            hint={characterCount('spanishCustomSector', spanishCustomSector)}
            error={errors.spanishCustomSector?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...register('spanishCustomSector')}
                lang="es"
                placeholder="p. ej. Clínica veterinaria"
              />
            )}
          </FormField>
        ) : null}
        <FormField
          id="spanishKeyProducts"
          label="Key products or services in Spanish"
          optional
          hint={characterCount('spanishKeyProducts', spanishKeyProducts)}
          error={errors.spanishKeyProducts?.message}
          className={useCustomSector ? undefined : 'sm:col-span-2'}
        >
          {(control) => (
            <Textarea
              {...control}
              {...register('spanishKeyProducts')}
              lang="es"
              rows={3}
              placeholder="p. ej. Citas de emergencia, blanqueamiento dental, revisiones familiares"
            />
          )}
        </FormField>
      </div>
      <TranslateButton
        available={translation.available}
        busy={translation.busy}
        empty={englishSector === '' && keyProducts.trim() === ''}
        onTranslate={() => void translate()}
      />
    </section>
  );
}
