import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useLayoutEffect, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldClasses } from './input';

/**
 * The Radix Select root. While its list is open, Radix hides the page from assistive technology
 * with aria-hidden but leaves the page's buttons focusable (axe: aria-hidden-focus); the page is
 * made inert as well, so what is hidden cannot take focus either (record 097). The list itself is
 * portalled to <body>, outside #root.
 */
export function Select({ open, onOpenChange, ...props }: ComponentProps<typeof SelectPrimitive.Root>) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  // A layout effect, so the page is live again in the same commit that closes the list, before
  // Radix hands focus back to the trigger.
  useLayoutEffect(() => {
    const page = document.getElementById('root');
    if (!isOpen || !page) return;
    page.inert = true;
    return () => {
      page.inert = false;
    };
  }, [isOpen]);
  return (
    <SelectPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        setOwnOpen(next);
        onOpenChange?.(next);
      }}
      {...props}
    />
  );
}
export const SelectValue = SelectPrimitive.Value;

/** The combobox button. Give it an id and point a <Label htmlFor> at it for its accessible name. */
export function SelectTrigger({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        fieldClasses,
        'flex h-10 touch:h-11 items-center justify-between gap-2 text-left data-placeholder:text-muted-foreground [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position="popper"
        sideOffset={4}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
          'rounded-lg border border-border bg-card text-foreground shadow-lg animate-fade-in',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex w-full cursor-default select-none items-center rounded-md py-2 pl-8 pr-3 text-sm touch:min-h-11 outline-none',
        'data-highlighted:bg-primary-soft data-highlighted:text-primary-soft-foreground data-disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

/** Options under a heading (a Library's messages, its programmes), read as a group by screen readers. */
export const SelectGroup = SelectPrimitive.Group;

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      className={cn('px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground', className)}
      {...props}
    />
  );
}
