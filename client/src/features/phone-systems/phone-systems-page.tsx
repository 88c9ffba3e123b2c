import { Link } from 'wouter';
import { messages } from '#common/messages.js';
import { ListLoadFailed, ListLoading } from '@/components/list-status';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SignedInPage } from '@/features/library/signed-in-page';
import { AddConnectionForm } from './add-connection-form';
import { ConnectionCard } from './connection-card';
import { useConnections } from './use-connections';

const words = messages.publishing;

/** Where the Phone systems page lives: in the Phone menus area, whose menus it publishes. */
export const PHONE_SYSTEMS_PATH = '/phone-menus/phone-systems';

/**
 * /phone-menus/phone-systems (issue 48): the owner's connections to their phone systems, each with
 * what it reaches and its last test, and the form that adds one. A menu's page publishes to them.
 */
export function PhoneSystemsPage({ email }: { email: string }) {
  const connections = useConnections();
  return (
    <SignedInPage
      email={email}
      title={words.pageTitle}
      description={
        <div className="flex flex-col items-start gap-1">
          <p>{words.pageIntro}</p>
          <Link
            href="/phone-menus"
            className={buttonVariants({ variant: 'link', size: 'sm', className: 'h-auto px-0' })}
          >
            {words.backToMenus}
          </Link>
        </div>
      }
    >
      <Card role="region" aria-labelledby="connections-heading" className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id="connections-heading" className="text-lg font-semibold tracking-tight">
          {words.listLabel}
        </h2>
        {connections.isPending ? (
          <ListLoading label={words.loading} />
        ) : connections.isError ? (
          <ListLoadFailed
            message={words.loadFailed}
            onRetry={() => void connections.refetch()}
            retrying={connections.isFetching}
          />
        ) : connections.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{words.none}</p>
        ) : (
          <ul aria-labelledby="connections-heading" className="grid gap-3 lg:grid-cols-2">
            {connections.data.map((connection) => (
              <ConnectionCard key={connection.id} connection={connection} />
            ))}
          </ul>
        )}
      </Card>
      <Card role="region" aria-labelledby="add-connection-heading" className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id="add-connection-heading" className="text-lg font-semibold tracking-tight">
          {words.addTitle}
        </h2>
        <AddConnectionForm />
      </Card>
    </SignedInPage>
  );
}
