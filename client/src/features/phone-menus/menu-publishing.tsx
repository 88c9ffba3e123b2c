import { PlugZap } from 'lucide-react';
import { Link } from 'wouter';
import { messages } from '#common/messages.js';
import type { PhoneMenuReply } from '#common/schemas/phone-menus.js';
import { ListLoadFailed, ListLoading } from '@/components/list-status';
import { buttonVariants } from '@/components/ui/button';
import { PHONE_SYSTEMS_PATH } from '@/features/phone-systems/phone-systems-page';
import { useTestPassed } from '@/features/phone-systems/use-connections';
import { PublishHistory } from '@/features/phone-systems/publish-history';
import { usePublishRun } from '@/features/phone-systems/use-publish-run';
import { queryKeys } from '@/lib/query-client';
import { PublishTarget } from './publish-target';
import { useMenuPublishing } from './use-menu-publishing';
import { menuPath } from './use-phone-menus';

const words = messages.publishing;

/**
 * Publish to… (issue 48): the menu's prompts sent to each of the owner's phone-system connections,
 * only what is new or changed since the last publish there; then the last publishes. With no
 * connection yet, a line that leads to where they are added.
 */
export function MenuPublishing({ menu }: { menu: PhoneMenuReply }) {
  const publishing = useMenuPublishing(menu);
  const tested = useTestPassed();
  const run = usePublishRun(menuPath(menu.id), queryKeys.menuPublishing(menu.id), words.publishFailed);
  if (publishing.isPending) return <ListLoading label={words.loading} />;
  if (publishing.isError)
    return (
      <ListLoadFailed
        message={words.loadFailed}
        onRetry={() => void publishing.refetch()}
        retrying={publishing.isFetching}
      />
    );
  const { connections: targets, publishes } = publishing.data;
  const manage = (
    <Link
      href={PHONE_SYSTEMS_PATH}
      className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
    >
      <PlugZap aria-hidden="true" />
      {targets.length === 0 ? words.addConnectionLink : words.manageConnections}
    </Link>
  );
  if (targets.length === 0)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">{words.noConnections}</p>
        {manage}
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{words.sectionIntro}</p>
      <ul aria-label={words.connectionsLabel} className="flex flex-col gap-3">
        {targets.map((target) => (
          <PublishTarget
            key={target.id}
            target={target}
            tested={tested(target.id)}
            ready={menu.ready}
            run={run}
            underWay={publishes.find((p) => p.connectionId === target.id && p.status === 'running')}
          />
        ))}
      </ul>
      {manage}
      <PublishHistory publishes={publishes} empty={words.historyEmpty} />
    </div>
  );
}
