import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** An announced busy indicator: role="status" with the accessible name "Loading" unless told. */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-primary', className)} />
    </span>
  );
}

/** Whole-screen loading state, used while the login state is unknown. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-10" />
    </div>
  );
}
