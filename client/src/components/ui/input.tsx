import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Shared field look: used by Input, Textarea and the Select trigger. */
export const fieldClasses =
  'w-full rounded-lg border border-input bg-card px-3 text-sm text-foreground shadow-xs transition-colors ' +
  'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 ' +
  'focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-10 touch:h-11', className)} {...props} />;
}
