import { Link } from 'wouter';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { MenuPublishingReply, PublishReply } from '#common/schemas/publishing.js';
import { PHONE_SYSTEMS_PATH } from '@/features/phone-systems/phone-systems-page';
import { PublishPrompts } from '@/features/phone-systems/publish-prompts';
import { PublishTargetCard } from '@/features/phone-systems/publish-target-card';
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
  const reason = !ready ? words.makeFirst : tested === false ? words.notTested : null;
  return (
    <PublishTargetCard
      target={target}
      holds={behindLine(target)}
      details={
        target.system === 'genesys' && target.lastPublishedAt ? (
          <p className="text-xs text-muted-foreground">{words.genesysRepublish}</p>
        ) : null
      }
      reason={
        reason ? (
          <>
            {reason}{' '}
            {tested === false && ready ? (
              <Link href={PHONE_SYSTEMS_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
                {words.manageConnections}
              </Link>
            ) : null}
          </>
        ) : null
      }
      notes={
        target.leftInPlace.length > 0 ? (
          <div className="flex flex-col gap-1 text-sm">
            <p>{formatMessage(words.leftInPlace, { name: target.name })}</p>
            <ul className="flex flex-wrap gap-x-3 font-mono text-xs text-muted-foreground">
              {target.leftInPlace.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        ) : null
      }
      upToDate={target.behind === 0}
      run={run}
      underWay={underWay ? <PublishPrompts prompts={underWay.prompts} label={words.resultLabel} /> : null}
    />
  );
}
