import { Check } from 'lucide-react';
import { WIZARD_STEPS } from '#common/constants.js';
import { cn } from '@/lib/utils';

/**
 * 1 Business Info ... 5 Download (spec §2). Earlier steps show a check mark and count as
 * completed; the current and earlier steps are highlighted; the current one is aria-current.
 * A step already reached opens on a press (record 091). On phones the bar is compact and sticks
 * to the top, so the step's own content starts near the top of the screen.
 */
export function StepIndicator({
  currentStep,
  furthestStep = currentStep,
  onOpen,
}: {
  currentStep: number;
  furthestStep?: number;
  onOpen?: (step: number) => void;
}) {
  const currentLabel = WIZARD_STEPS.find((s) => s.number === currentStep)?.label;
  return (
    <nav
      aria-label="Wizard progress"
      className="sticky top-0 z-30 -mx-4 border-b border-border bg-background/95 px-4 py-2 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none"
    >
      <ol className="flex items-start">
        {WIZARD_STEPS.map((step, index) => {
          const completed = step.number < currentStep;
          const current = step.number === currentStep;
          const reached = completed || current;
          const canOpen = Boolean(onOpen) && !current && step.number <= furthestStep;
          const isLast = index === WIZARD_STEPS.length - 1;
          const marker = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'relative flex size-7 items-center justify-center rounded-full border-2 text-xs font-semibold transition-colors sm:size-9 sm:text-sm',
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
                  'sr-only text-xs leading-tight sm:not-sr-only sm:text-sm',
                  reached ? 'font-semibold text-primary-soft-foreground' : 'font-medium text-muted-foreground',
                )}
              >
                {step.label}
              </span>
              {completed ? <span className="sr-only">(completed)</span> : null}
            </>
          );
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
                    'absolute left-[calc(50%+1.25rem)] right-[calc(-50%+1.25rem)] top-[0.875rem] h-0.5 rounded-full transition-colors sm:left-[calc(50%+1.5rem)] sm:right-[calc(-50%+1.5rem)] sm:top-[1.125rem]',
                    completed ? 'bg-primary' : 'bg-border',
                  )}
                />
              )}
              {canOpen ? (
                <button
                  type="button"
                  onClick={() => onOpen?.(step.number)}
                  className="flex flex-col items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {marker}
                </button>
              ) : (
                marker
              )}
            </li>
          );
        })}
      </ol>
      <p aria-hidden="true" className="mt-1 text-center text-xs font-semibold text-primary-soft-foreground sm:hidden">
        Step {currentStep} of {WIZARD_STEPS.length}: {currentLabel}
      </p>
    </nav>
  );
}
