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
        // Phones: bottom centre, under the thumb and clear of the app bar's Sign out; the page gains
        // room below its last buttons while a toast shows (Toaster, --toast-space), so they can be
        // scrolled clear of it. Wider screens: top right, clear of the Continue and Back buttons.
        // The empty area around the toasts must not swallow clicks on the page beneath it.
        'pointer-events-none fixed inset-x-0 bottom-0 z-[100] mx-auto flex max-h-dvh w-full max-w-[420px] flex-col gap-2 p-3 outline-none [--toast-from:100%]',
        'sm:top-0 sm:right-0 sm:bottom-auto sm:left-auto sm:mx-0 sm:p-4 sm:[--toast-from:-100%] [&>*]:pointer-events-auto',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg touch:pr-12 ' +
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
