import { Send } from 'lucide-react';
import { Link } from 'wouter';
import { formatDateTime } from '#common/format.js';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { MenuPublishingReply, PublishReply } from '#common/schemas/publishing.js';
import { JobProgress } from '@/components/job-progress';
import { Button } from '@/components/ui/button';
import { PHONE_SYSTEMS_PATH } from '@/features/phone-systems/phone-systems-page';
import { PublishEnded } from '@/features/phone-systems/publish-ended';
import { PublishPrompts } from '@/features/phone-systems/publish-prompts';
import { behindLine } from '@/features/phone-systems/publish-words';
import type { usePublishRun } from '@/features/phone-systems/use-publish-run';

const words = messages.publishing;

type Target = MenuPublishingReply['connections'][number];

/**
 * One connection on a menu's page: how far behind the menu it is, what it keeps that is off here,
 * Publish, then the publish's progress prompt by prompt, and how it ended (Retry when some did not go).
 */
export function PublishTarget({
  target,
  tested,
  ready,
  run,
  underWay,
}: {
  target: Target;
  /** Whether its last test passed; undefined while the connections load. */
  tested: boolean | undefined;
  /** The menu is made: every prompt that plays has its audio. */
  ready: boolean;
  run: ReturnType<typeof usePublishRun>;
  /** Its publish record still running, whose prompts say what went so far. */
  underWay: PublishReply | undefined;
}) {
  const systemName = words.systems[target.system].name;
  const headingId = `publish-target-${target.id}`;
  const publishingHere = run.running?.connectionId === target.id;
  const outcome = run.outcomes[target.id];
  const reason = !ready ? words.makeFirst : tested === false ? words.notTested : null;
  return (
    <li aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="font-semibold wrap-anywhere">
            {target.name} <span className="text-sm font-normal text-muted-foreground">· {systemName}</span>
          </h3>
          <p className="text-sm">{behindLine(target)}</p>
          {target.lastPublishedAt ? (
            <p className="text-xs text-muted-foreground">
              {formatMessage(words.lastPublished, { when: formatDateTime(target.lastPublishedAt) })}
            </p>
          ) : null}
          {target.system === 'genesys' && target.lastPublishedAt ? (
            <p className="text-xs text-muted-foreground">{words.genesysRepublish}</p>
          ) : null}
        </div>
        {publishingHere ? null : (
          <Button
            className="self-start"
            variant={target.behind > 0 ? 'default' : 'outline'}
            aria-label={formatMessage(words.publishLabel, { name: target.name })}
            aria-describedby={reason ? `${headingId}-reason` : undefined}
            disabled={reason !== null || run.running !== null}
            onClick={() => run.publish(target.id)}
          >
            <Send aria-hidden="true" />
            {words.publishButton}
          </Button>
        )}
      </div>
      {reason ? (
        <p id={`${headingId}-reason`} className="text-sm text-muted-foreground">
          {reason}{' '}
          {tested === false && ready ? (
            <Link href={PHONE_SYSTEMS_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
              {words.manageConnections}
            </Link>
          ) : null}
        </p>
      ) : null}
      {target.leftInPlace.length > 0 ? (
        <div className="flex flex-col gap-1 text-sm">
          <p>{formatMessage(words.leftInPlace, { name: target.name })}</p>
          <ul className="flex flex-wrap gap-x-3 font-mono text-xs text-muted-foreground">
            {target.leftInPlace.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {publishingHere ? (
        <>
          <JobProgress
            status={run.running?.status ?? null}
            onCancel={run.stop}
            doing={formatMessage(words.publishingTo, { name: target.name })}
            stopLabel={words.stopPublishing}
          />
          {underWay ? <PublishPrompts prompts={underWay.prompts} label={words.resultLabel} /> : null}
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
