import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, RefObject } from 'react';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] animate-fade-in', className)}
      {...props}
    />
  );
}

/**
 * Centered modal panel with a labelled close button. Focus is trapped while it is open.
 *
 * On close Radix returns focus to a `DialogTrigger`. A dialog opened through its `open` state has
 * none, and focus would fall to <body>, so such a dialog names the element to return to in
 * `returnFocus` (usually the button that opened it). Should that element be gone by then (a
 * deleted row's button), focus goes to the screen's <main>.
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  returnFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  hideClose?: boolean;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        aria-modal="true"
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'gap-4 overflow-y-auto rounded-2xl border border-border bg-card p-6 shadow-xl animate-dialog-in focus:outline-none',
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !returnFocus) return;
          event.preventDefault();
          // A confirmed deletion takes the opener's row with it (a ref to it is then null, or the
          // element detached): then the screen's main content, where the skip link lands, takes
          // focus, so a keyboard user is not sent back to the top of the page.
          const target = returnFocus.current;
          (target?.isConnected ? target : document.getElementById(MAIN_CONTENT_ID))?.focus();
        }}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close className="absolute right-4 top-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold tracking-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
