import { AlertCircle, ListMusic, Loader2, RotateCcw } from 'lucide-react';
import { messages } from '#common/messages.js';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { GenerationState } from '../message-state';
import { QueuePosition } from '../generation/queue-position';

/**
 * Step 5 without audio (spec §4, record 050): either the generation is still running after the forced
 * advance, or it failed, and then the error and a way to try again, with the offline voice
 * offered when a studio service was what failed (record 053), and a way back to step 4, since
 * trying the same track again may fail the same way (issue 13).
 */
export function GenerationProblem({
  status,
  onRetry,
  onChooseTrack,
}: {
  status: GenerationState;
  onRetry: (useLocalEngine: boolean) => void;
  onChooseTrack: () => void;
}) {
  if (status.phase === 'running') {
    return (
      <Alert variant="info" role="status">
        <Loader2 aria-hidden="true" className="animate-spin" />
        <div>
          <AlertTitle>Still working on your audio</AlertTitle>
          <AlertDescription>{messages.generation.stillWorking}</AlertDescription>
          <QueuePosition className="mt-1 text-sm" />
        </div>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircle aria-hidden="true" />
      <div className="flex flex-col gap-3">
        <div>
          <AlertTitle>{messages.generation.noAudio}</AlertTitle>
          <AlertDescription>{status.error ?? 'No audio has been created for this message yet.'}</AlertDescription>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={() => onRetry(false)}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
          {status.canUseLocalEngine ? (
            <Button variant="outline" onClick={() => onRetry(true)}>
              Try again with the offline voice
            </Button>
          ) : null}
          <Button variant="outline" onClick={onChooseTrack}>
            <ListMusic aria-hidden="true" />
            Choose another track
          </Button>
        </div>
      </div>
    </Alert>
  );
}
