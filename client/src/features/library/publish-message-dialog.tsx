import { PlugZap } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'wouter';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { LibraryItem } from '#common/schemas/library.js';
import type { ItemPublishingReply } from '#common/schemas/publishing.js';
import { ListLoadFailed, ListLoading } from '@/components/list-status';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PHONE_SYSTEMS_PATH } from '@/features/phone-systems/phone-systems-page';
import { PublishTargetCard } from '@/features/phone-systems/publish-target-card';
import { PublishHistory } from '@/features/phone-systems/publish-history';
import { useTestPassed } from '@/features/phone-systems/use-connections';
import { usePublishRun } from '@/features/phone-systems/use-publish-run';
import { queryKeys } from '@/lib/query-client';
import { messagePath, useMessagePublishing } from './use-message-publishing';

const words = messages.publishing;
const own = words.message;

type Target = ItemPublishingReply['connections'][number];

/**
 * Publish a Library message to a phone system (issue 48, record 166): each connection, under which
 * prompt name it holds the message (or will) and whether that is the message as it is now, Publish,
 * its progress and how it ended; where music on hold is a prompt the owner picks (Amazon Connect,
 * Genesys Cloud), where to pick it; then the message's last publishes.
 */
export function PublishMessageDialog({
  item,
  open,
  onOpenChange,
  returnFocus,
}: {
  item: LibraryItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const publishing = useMessagePublishing(item.id, item.audioId, open);
  const tested = useTestPassed();
  const run = usePublishRun(messagePath(item.id), queryKeys.messagePublishing(item.id), own.publishFailed);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-xl overflow-y-auto" returnFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{own.title}</DialogTitle>
          <DialogDescription className="wrap-anywhere">{item.title}</DialogDescription>
        </DialogHeader>
        {publishing.isPending ? (
          <ListLoading label={words.loading} />
        ) : publishing.isError ? (
          <ListLoadFailed
            message={words.loadFailed}
            onRetry={() => void publishing.refetch()}
            retrying={publishing.isFetching}
          />
        ) : (
          <div className="flex min-w-0 flex-col gap-4">
            <p className="text-sm text-muted-foreground">
              {publishing.data.connections.length === 0 ? own.noConnections : own.intro}
            </p>
            {publishing.data.connections.length > 0 ? (
              <ul aria-label={words.connectionsLabel} className="flex flex-col gap-3">
                {publishing.data.connections.map((target) => (
                  <MessageTarget key={target.id} target={target} tested={tested(target.id)} run={run} />
                ))}
              </ul>
            ) : null}
            <Link
              href={PHONE_SYSTEMS_PATH}
              className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
            >
              <PlugZap aria-hidden="true" />
              {publishing.data.connections.length === 0 ? words.addConnectionLink : words.manageConnections}
            </Link>
            <PublishHistory publishes={publishing.data.publishes} empty={own.historyEmpty} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** What a connection holds of the message, in a sentence. */
function holdsLine(target: Target): string {
  const values = { name: target.name, prompt: target.promptName };
  if (target.lastPublishedAt === null) return formatMessage(own.notYetPublished, values);
  return formatMessage(target.current ? own.current : own.changed, values);
}

function MessageTarget({
  target,
  tested,
  run,
}: {
  target: Target;
  /** Whether its last test passed; undefined while the connections load. */
  tested: boolean | undefined;
  run: ReturnType<typeof usePublishRun>;
}) {
  const holdMusic = target.system === 'connect' || target.system === 'genesys' ? own.holdMusic[target.system] : null;
  return (
    <PublishTargetCard
      target={target}
      holds={holdsLine(target)}
      reason={tested === false ? words.notTested : null}
      notes={
        holdMusic ? (
          <p className="text-xs text-muted-foreground wrap-anywhere">
            {formatMessage(holdMusic, { prompt: target.promptName })}
          </p>
        ) : null
      }
      upToDate={target.current}
      run={run}
    />
  );
}
