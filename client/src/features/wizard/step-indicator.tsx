import { Check } from 'lucide-react';
import { WIZARD_STEPS } from '../../../../common/constants';
import { cn } from '@/lib/utils';

/**
 * 1 Business Info ... 5 Download (spec §2). Earlier steps show a check mark and count as
 * completed; the current and earlier steps are highlighted; the current one is aria-current.
 */
export function StepIndicator({ currentStep }: { currentStep: number }) {
  return (
    <nav aria-label="Wizard progress">
      <ol className="flex items-start">
        {WIZARD_STEPS.map((step, index) => {
          const completed = step.number < currentStep;
          const current = step.number === currentStep;
          const reached = completed || current;
          const isLast = index === WIZARD_STEPS.length - 1;
          return (
            <li
              key={step.number}
              aria-current={current ? 'step' : undefined}
              data-state={completed ? 'complete' : current ? 'current' : 'upcoming'}
              className="relative flex flex-1 flex-col items-center gap-2 text-center"
            >
              {!isLast && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute left-[calc(50%+1.5rem)] right-[calc(-50%+1.5rem)] top-[1.125rem] h-0.5 rounded-full transition-colors',
                    completed ? 'bg-primary' : 'bg-border',
                  )}
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'relative flex size-9 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                  reached
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-card text-muted-foreground',
                  current && 'ring-4 ring-indigo-100',
                )}
              >
                {completed ? <Check className="size-4" strokeWidth={3} /> : step.number}
              </span>
              <span
                className={cn(
                  'text-xs leading-tight sm:text-sm',
                  reached ? 'font-semibold text-primary-soft-foreground' : 'font-medium text-muted-foreground',
                )}
              >
                {step.label}
              </span>
              {completed ? <span className="sr-only">(completed)</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
