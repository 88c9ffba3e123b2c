import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The tinted square or circle that carries a heading's icon. Callers set its size and corner
 * (`className`) and the icon's size (`iconClassName`); it is decoration, hidden from screen readers.
 */
export function IconBadge({
  icon: Icon,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  className: string;
  iconClassName: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex shrink-0 items-center justify-center bg-primary-soft text-primary', className)}
    >
      <Icon className={iconClassName} />
    </span>
  );
}
