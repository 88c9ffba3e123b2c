import { RotateCw } from 'lucide-react';
import { messages } from '#common/messages.js';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PublishPrompts } from './publish-prompts';
import { publishSummary } from './publish-words';
import type { PublishOutcome } from './use-publish-run';

const words = messages.publishing;

/** How the publish asked here ended: in the system's words when it refused, with Retry when some did not go. */
export function PublishEnded({
  outcome,
  systemName,
  onRetry,
  busy,
}: {
  outcome: PublishOutcome;
  systemName: string;
  onRetry: () => void;
  busy: boolean;
}) {
  if ('error' in outcome)
    return (
      <Alert variant="destructive" role="alert">
        {outcome.error}
      </Alert>
    );
  if ('stopped' in outcome) return <Alert role="status">{words.stoppedByOwner}</Alert>;
  const { publish } = outcome;
  const summary = publishSummary(publish, systemName);
  return (
    <div className="flex flex-col gap-3">
      {publish.status === 'done' ? (
        <Alert variant="success" role="status">
          {summary}
        </Alert>
      ) : (
        <Alert
          variant="destructive"
          role="alert"
          className="flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between"
        >
          <span className="wrap-anywhere">{summary}</span>
          {publish.status === 'partial' ? (
            <Button size="sm" variant="outline" className="shrink-0" disabled={busy} onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              {words.retry}
            </Button>
          ) : null}
        </Alert>
      )}
      <PublishPrompts prompts={publish.prompts} label={words.resultLabel} />
    </div>
  );
}
