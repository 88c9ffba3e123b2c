import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { STEP_COUNT } from '#common/constants.js';
import { Card, CardContent } from '@/components/ui/card';

/**
 * Whether the user has moved between steps in this visit. After a move, the new step's heading
 * takes focus so keyboard and screen-reader users land at the top of the new content.
 */
export const StepFocusContext = createContext<{ current: boolean }>({ current: false });

/** The card every step renders: "Step n of 5", the step's title (h2), optional actions, content. */
export function StepCard({
  step,
  title,
  description,
  actions,
  children,
}: {
  step: number;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasNavigated = useContext(StepFocusContext);

  useEffect(() => {
    if (hasNavigated.current) headingRef.current?.focus();
  }, [hasNavigated]);

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardContent className="flex flex-col gap-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1">
            <p className="text-xs font-semibold uppercase tracking-wider text-primary">
              Step {step} of {STEP_COUNT}
            </p>
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-semibold tracking-tight outline-none"
            >
              {title}
            </h2>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
          {actions ? <div className="shrink-0">{actions}</div> : null}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
