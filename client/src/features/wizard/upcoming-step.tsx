import { Clock } from 'lucide-react';
import { StepCard } from './step-card';
import { WizardNavigation } from './wizard-navigation';
import { useWizardActions } from './wizard-store';

/**
 * Steps 2 to 5 of this release: their title and an honest note that the content arrives later.
 * Back and Continue still work so the whole flow can be walked through.
 */
export function UpcomingStep({ step, title, isLast = false }: { step: number; title: string; isLast?: boolean }) {
  const { nextStep, previousStep } = useWizardActions();
  return (
    <StepCard step={step} title={title}>
      <div className="flex items-start gap-3 rounded-xl border border-dashed border-input bg-muted/60 p-5 text-sm text-muted-foreground">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <p>This step arrives in a later release. Your details so far are kept, so you can move back and forth freely.</p>
      </div>
      <WizardNavigation onBack={previousStep} onContinue={nextStep} showContinue={!isLast} />
    </StepCard>
  );
}
