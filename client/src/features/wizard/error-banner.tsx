import { CircleAlert, X } from 'lucide-react';
import { messages } from '#common/messages.js';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** The wizard's 'An error occurred' banner (spec §2); the user can dismiss it. */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Alert variant="destructive" role="alert" className="pr-12">
      <CircleAlert aria-hidden="true" />
      <div className="min-w-0">
        <AlertTitle>{messages.generic.errorBannerTitle}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss error"
        className="absolute right-3 top-3 flex items-center justify-center rounded-md p-1 text-destructive-soft-foreground touch:top-1 touch:right-1 touch:size-11 transition-colors hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-destructive"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </Alert>
  );
}
