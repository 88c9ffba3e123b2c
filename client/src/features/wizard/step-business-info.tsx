import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '#common/messages.js';
import {
  businessInfoSchema,
  defaultWizardFormData,
  type BusinessInfoInput,
  type WizardFormData,
} from '#common/wizard.js';
import { browserTimeZone } from '@/lib/time-zone';
import { BusinessDetailsFields } from './business-details-fields';
import { MessageStyleFields } from './message-style-fields';
import { KeptProfileNote } from './profile/kept-profile-note';
import { useKeepProfile } from './profile/use-profile';
import { SampleMessagesDialog } from './sample-messages-dialog';
import { SpanishBusinessFields } from './spanish-words/spanish-business-fields';
import { StepCard } from './step-card';
import { WizardNavigation } from './wizard-navigation';
import { useWizardActions, useWizardState } from './wizard-store';

type BusinessInfoOutput = z.output<typeof businessInfoSchema>;

const FORM_ID = 'business-info-form';
const industryRuleMessage = messages.business.industryOrSectorRequired;

/**
 * The step-1 fields of the wizard's form data; going back to step 1 shows what was saved. A message
 * with no time zone yet (no profile, or a draft from before the field) offers this device's.
 */
function businessInfoFrom(data: WizardFormData): BusinessInfoInput {
  return {
    companyName: data.companyName,
    companyWebsite: data.companyWebsite,
    industry: data.industry,
    useCustomSector: data.useCustomSector,
    customSector: data.customSector,
    keyProducts: data.keyProducts,
    spanishCustomSector: data.spanishCustomSector,
    spanishKeyProducts: data.spanishKeyProducts,
    timeZone: data.timeZone || browserTimeZone(),
    messageLength: data.messageLength,
    tone: data.tone,
    enableParagraphPauses: data.enableParagraphPauses,
    pauseLength: data.pauseLength,
    language: data.language,
    bilingual: data.bilingual,
  };
}

/** Step 1, Business Information (spec §2, §3, §5), validated by the shared businessInfoSchema. */
export function StepBusinessInfo() {
  const { formData, error } = useWizardState();
  const { updateFormData, nextStep, setError } = useWizardActions();
  const keepProfile = useKeepProfile();
  const form = useForm<BusinessInfoInput, unknown, BusinessInfoOutput>({
    resolver: zodResolver(businessInfoSchema),
    defaultValues: businessInfoFrom(formData),
  });
  const { errors } = form.formState;

  // What is typed goes to the draft at once (record 090): a reload before Continue keeps it.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => updateFormData(values as Partial<WizardFormData>),
      }),
    [form, updateFormData],
  );
  const industryRuleFailed = Boolean(errors.industry || errors.customSector);

  // The banner repeats the industry/sector rule; once the field is fixed it has nothing to say.
  // Only the change from failing to passing clears it: the banner is set before the field errors render.
  const ruleFailedBefore = useRef(industryRuleFailed);
  useEffect(() => {
    if (ruleFailedBefore.current && !industryRuleFailed && error === industryRuleMessage) setError(null);
    ruleFailedBefore.current = industryRuleFailed;
  }, [industryRuleFailed, error, setError]);

  function onValid(values: BusinessInfoOutput) {
    if (error === industryRuleMessage) setError(null);
    const businessInfo = {
      ...values,
      // Spec §4: while the custom sector is on, the industry is stored as 'other'.
      industry: values.useCustomSector ? 'other' : values.industry,
      customSector: values.useCustomSector ? values.customSector.trim() : '',
      keyProducts: values.keyProducts.trim(),
      // Its Spanish words follow the same rules (record 155): a Spanish sector only beside a custom one.
      spanishCustomSector: values.useCustomSector ? values.spanishCustomSector.trim() : '',
      spanishKeyProducts: values.spanishKeyProducts.trim(),
    } satisfies BusinessInfoOutput;
    updateFormData(businessInfo);
    // What the user continues with is the business profile the next new message starts with (record 107).
    keepProfile(businessInfo);
    nextStep();
  }

  /** Clear business profile: step 1 as a first visit shows it. */
  function emptyStep() {
    const empty = businessInfoFrom(defaultWizardFormData);
    form.reset(empty);
    updateFormData(empty);
    if (error === industryRuleMessage) setError(null);
  }

  function onInvalid(fieldErrors: FieldErrors<BusinessInfoInput>) {
    if (fieldErrors.industry || fieldErrors.customSector) setError(industryRuleMessage);
  }

  return (
    <StepCard
      step={1}
      title="Business Information"
      description="Tell us about your business so your message sounds like you."
      actions={<SampleMessagesDialog />}
    >
      <FormProvider {...form}>
        <form
          id={FORM_ID}
          noValidate
          onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
          className="flex flex-col gap-10"
        >
          <KeptProfileNote onCleared={emptyStep} />
          <BusinessDetailsFields />
          <MessageStyleFields />
          <SpanishBusinessFields />
          <WizardNavigation continueType="submit" />
        </form>
      </FormProvider>
    </StepCard>
  );
}
