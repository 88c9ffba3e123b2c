import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // A band across the bottom, under the page rather than over it: while it holds a toast the
        // page ends above it and scrolls there (use-toast-space.ts, record 137). The toasts sit at
        // its centre on phones, in its right corner on wider screens. Empty, it has no padding, so
        // it is measured as nothing and docks nothing.
        'fixed inset-x-0 bottom-0 z-[100] flex max-h-[50dvh] flex-col items-center gap-2 outline-none',
        'has-[li]:border-t has-[li]:border-border has-[li]:bg-background has-[li]:p-3 sm:items-end sm:has-[li]:px-6',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full max-w-[420px] items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg touch:pr-12 ' +
    'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out ' +
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-out',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('mt-0.5 text-sm opacity-95', className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'mt-2 inline-flex h-8 items-center rounded-md border border-current px-3 text-sm font-semibold',
        'hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Dismiss notification"
      className={cn(
        'absolute right-2 top-2 flex items-center justify-center rounded-md p-1 opacity-80 touch:right-0 touch:top-0 touch:size-11 transition-opacity hover:opacity-100',
        'focus-visible:outline-2 focus-visible:outline-current',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
