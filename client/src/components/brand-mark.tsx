import { AudioLines } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The product's logo tile. Decorative: the product name is always written next to it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-indigo-600 to-violet-600 text-white shadow-sm',
        className,
      )}
    >
      <AudioLines className="size-[55%]" />
    </span>
  );
}
