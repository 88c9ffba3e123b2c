import { Library, Wand2 } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LibraryItemRow } from './library-item-row';
import { SignedInPage } from './signed-in-page';
import { useLibrary } from './use-library';
import { IconBadge } from '@/components/icon-badge';
import { ListLoadFailed, ListLoading } from '@/components/list-status';
import { PhoneLinksSection } from '@/features/phone-links/phone-links-section';
import { usePhoneLinks } from '@/features/phone-links/use-phone-links';
import { LibraryMenuGroups } from '@/features/phone-menus/library-menu-groups';

/** /library (record 056): the user's saved messages, kept until deleted; the phone menus' prompts as a group each (record 142). */
export function LibraryPage({ email }: { email: string }) {
  const library = useLibrary();
  const links = usePhoneLinks();
  return (
    <SignedInPage
      email={email}
      title="Library"
      description="Messages you saved are kept here until you delete them. Play one, download its MP3, open the installation guide for your phone system, or give it a phone link that your phone system fetches by itself."
    >
      {/* Links play saved messages or answer with a menu (issue 47): with neither there is nothing to link yet. */}
      {(library.data?.length ?? 0) > 0 || (links.data?.length ?? 0) > 0 ? (
        <>
          <PhoneLinksSection items={library.data ?? []} />
          <h2 className="text-xl font-semibold tracking-tight">Saved messages</h2>
        </>
      ) : null}
      <Card className="overflow-hidden">
        {library.isPending ? (
          <ListLoading label="Loading your Library" />
        ) : library.isError ? (
          <ListLoadFailed
            message={'Your Library could not be loaded.'}
            onRetry={() => void library.refetch()}
            retrying={library.isFetching}
          />
        ) : library.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <IconBadge icon={Library} className="size-12 rounded-xl" iconClassName="size-6" />
            <h2 className="text-lg font-semibold">No saved messages yet</h2>
            <p className="max-w-md text-sm text-muted-foreground">
              Create a message in the studio. On the last step, Download, choose Save to Library to keep it here.
            </p>
            <Link href="/" className={buttonVariants({ className: 'mt-2' })}>
              <Wand2 aria-hidden="true" />
              Create a message
            </Link>
          </div>
        ) : (
          <ul aria-label="Saved messages" className="divide-y divide-border">
            {library.data.map((item) => (
              <LibraryItemRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </Card>
      <LibraryMenuGroups />
    </SignedInPage>
  );
}
