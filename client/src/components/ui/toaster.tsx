import { CircleAlert, CircleCheck } from 'lucide-react';
import { LIMITS } from '#common/constants.js';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToasts } from './use-toast';
import { useToastSpace } from './use-toast-space';

/** Renders the toast queue; mounted by ToastOutlet (toast-outlet.tsx) while a toast is queued. */
export function Toaster() {
  const toasts = useToasts();
  const viewport = useToastSpace<HTMLOListElement>();
  return (
    <ToastProvider duration={LIMITS.toastDurationMs} swipeDirection="right">
      {toasts.map(({ id, title, description, variant, action, open }) => {
        const Icon = variant === 'destructive' ? CircleAlert : CircleCheck;
        return (
          <Toast
            key={id}
            variant={variant}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
          >
            <Icon
              aria-hidden="true"
              className={variant === 'destructive' ? 'mt-0.5 size-5 shrink-0' : 'mt-0.5 size-5 shrink-0 text-success'}
            />
            <div className="min-w-0">
              <ToastTitle>{title}</ToastTitle>
              {description ? <ToastDescription>{description}</ToastDescription> : null}
              {action ? (
                <ToastAction altText={action.altText} onClick={action.onAction}>
                  {action.label}
                </ToastAction>
              ) : null}
            </div>
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport ref={viewport} />
    </ToastProvider>
  );
}
