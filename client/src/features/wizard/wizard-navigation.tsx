import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Back / Continue under every step. Each step renders its own, because what Continue does
 * differs: step 1 submits its form, step 4 will start audio generation, step 5 has none.
 */
export function WizardNavigation({
  onBack,
  onContinue,
  continueType = 'button',
  continueLabel = 'Continue',
  backLabel = 'Back',
  continueDisabled = false,
  showContinue = true,
  continueHint,
  children,
}: {
  /** Omitted on step 1, which has no Back. */
  onBack?: () => void;
  onContinue?: () => void;
  /** 'submit' when Continue submits the step's form. */
  continueType?: 'button' | 'submit';
  continueLabel?: string;
  /** Step 2 says Previous and Next (spec §2). */
  backLabel?: string;
  continueDisabled?: boolean;
  /** Why Continue is disabled, shown beside it: a greyed-out button alone explains nothing (issue 13). */
  continueHint?: string;
  showContinue?: boolean;
  /** Extra actions shown between Back and Continue. */
  children?: ReactNode;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        {onBack ? (
          <Button variant="outline" size="lg" onClick={onBack} className="w-full sm:w-auto">
            <ArrowLeft aria-hidden="true" />
            {backLabel}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {children}
        {showContinue && continueHint ? (
          <p id={hintId} className="text-sm text-muted-foreground sm:max-w-56 sm:text-right">
            {continueHint}
          </p>
        ) : null}
        {showContinue ? (
          <Button
            type={continueType}
            size="lg"
            onClick={onContinue}
            disabled={continueDisabled}
            aria-describedby={continueHint ? hintId : undefined}
            className="w-full sm:w-auto"
          >
            {continueLabel}
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </div>
  );
}
