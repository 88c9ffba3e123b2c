import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * Hint or error text under a form field. The field points at it with aria-describedby; errors are
 * red and start with an icon-free sentence so screen readers read them as written.
 */
export function FieldMessage({
  id,
  error,
  children,
  className,
}: {
  id: string;
  error?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p id={id} className={cn('text-sm', error ? 'font-medium text-destructive' : 'text-muted-foreground', className)}>
      {children}
    </p>
  );
}
