import { Dialog as DialogPrimitive } from 'radix-ui';
import { useId } from 'react';
import { AudioLines } from 'lucide-react';
import { messages } from '#common/messages.js';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { QueuePosition } from './generation/queue-position';
import { useWizardActions, useWizardState } from './wizard-store';
import { IconBadge } from '@/components/icon-badge';

/**
 * Full-screen 'Processing your request...' overlay (spec §2), shown while the wizard state says
 * isProcessing. It cannot be dismissed with Escape or a click outside: only the work finishing or
 * 'Skip to Results' ends it. The button is always there, as the spec draws the overlay; it only
 * moves on once an audio URL exists, so until then it is disabled and says why (record 109).
 * Under load it says where the user's job stands in the queue instead of a blind wait.
 */
export function ProcessingOverlay() {
  const { isProcessing, formData } = useWizardState();
  const { setProcessing, goToStep } = useWizardActions();
  const reasonId = useId();
  const ready = Boolean(formData.audioUrl);

  function skipToResults() {
    if (!formData.audioUrl) return;
    setProcessing(false);
    goToStep(5);
  }

  return (
    <DialogPrimitive.Root open={isProcessing}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm animate-fade-in" />
        <DialogPrimitive.Content
          aria-modal="true"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 flex items-center justify-center p-4 focus:outline-none"
        >
          <div className="flex w-full max-w-sm flex-col items-center gap-5 rounded-2xl bg-card p-8 text-center shadow-2xl animate-fade-in">
            <IconBadge icon={AudioLines} className="size-14 rounded-full" iconClassName="size-7" />
            <div className="flex flex-col gap-1.5">
              <DialogPrimitive.Title className="text-lg font-semibold">
                {messages.wizard.processingTitle}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {messages.wizard.processingDescription}
              </DialogPrimitive.Description>
              <QueuePosition className="text-sm font-medium text-foreground" />
            </div>
            <Spinner className="size-8" label="Processing" />
            <div className="flex flex-col items-center gap-2">
              <Button
                variant="outline"
                onClick={skipToResults}
                disabled={!ready}
                aria-describedby={ready ? undefined : reasonId}
              >
                {messages.wizard.skipToResults}
              </Button>
              {ready ? null : (
                <p id={reasonId} className="text-sm text-muted-foreground">
                  {messages.wizard.skipWaitReason}
                </p>
              )}
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
