import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '#common/format.js';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { PhoneSystemKind } from '#common/schemas/publishing.js';
import { JobProgress } from '@/components/job-progress';
import { Button } from '@/components/ui/button';
import { PublishEnded } from './publish-ended';
import type { usePublishRun } from './use-publish-run';

const words = messages.publishing;

/**
 * One connection to publish to, a menu's or a Library message's (issue 48): its name and system,
 * what it holds (`holds`, `details` and `notes`), Publish (outlined when there is nothing new to send,
 * off with `reason` said when it cannot), then the publish's progress (`underWay` beside it) and
 * how it ended, with Retry when some did not go.
 */
export function PublishTargetCard({
  target,
  holds,
  details,
  notes,
  reason,
  upToDate,
  run,
  underWay,
}: {
  target: { id: string; name: string; system: PhoneSystemKind; lastPublishedAt: string | null };
  holds: string;
  /** Under what it holds and when it last published. */
  details?: ReactNode;
  /** Below the card's head, above the progress. */
  notes?: ReactNode;
  reason: ReactNode;
  upToDate: boolean;
  run: ReturnType<typeof usePublishRun>;
  underWay?: ReactNode;
}) {
  const systemName = words.systems[target.system].name;
  const headingId = `publish-target-${target.id}`;
  const publishingHere = run.running?.connectionId === target.id;
  const outcome = run.outcomes[target.id];
  return (
    <li aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="font-semibold wrap-anywhere">
            {target.name} <span className="text-sm font-normal text-muted-foreground">· {systemName}</span>
          </h3>
          <p className="text-sm wrap-anywhere">{holds}</p>
          {target.lastPublishedAt ? (
            <p className="text-xs text-muted-foreground">
              {formatMessage(words.lastPublished, { when: formatDateTime(target.lastPublishedAt) })}
            </p>
          ) : null}
          {details}
        </div>
        {publishingHere ? null : (
          <Button
            className="self-start"
            variant={upToDate ? 'outline' : 'default'}
            aria-label={formatMessage(words.publishLabel, { name: target.name })}
            aria-describedby={reason ? `${headingId}-reason` : undefined}
            disabled={Boolean(reason) || run.running !== null}
            onClick={() => run.publish(target.id)}
          >
            <Send aria-hidden="true" />
            {words.publishButton}
          </Button>
        )}
      </div>
      {reason ? (
        <p id={`${headingId}-reason`} className="text-sm text-muted-foreground">
          {reason}
        </p>
      ) : null}
      {notes}
      {publishingHere ? (
        <>
          <JobProgress
            status={run.running?.status ?? null}
            onCancel={run.stop}
            doing={formatMessage(words.publishingTo, { name: target.name })}
            stopLabel={words.stopPublishing}
          />
          {underWay}
        </>
      ) : outcome ? (
        <PublishEnded
          outcome={outcome}
          systemName={systemName}
          onRetry={() => run.publish(target.id)}
          busy={run.running !== null}
        />
      ) : null}
    </li>
  );
}
