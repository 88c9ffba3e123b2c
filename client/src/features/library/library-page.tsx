import { Library, RotateCw, Wand2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { LibraryItemRow } from './library-item-row';
import { SignedInPage } from './signed-in-page';
import { useLibrary } from './use-library';

/** /library (record 056): the user's saved messages, kept until deleted. */
export function LibraryPage({ email }: { email: string }) {
  const library = useLibrary();
  return (
    <SignedInPage
      email={email}
      title="Library"
      description="Messages you saved are kept here until you delete them. Play one, download its MP3, or open the installation guide for your phone system."
    >
      <Card className="overflow-hidden">
        {library.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Loading your Library" />
          </div>
        ) : library.isError ? (
          <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
            <p className="text-sm font-medium">Your Library could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void library.refetch()} disabled={library.isFetching}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : library.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary"
            >
              <Library className="size-6" />
            </span>
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
    </SignedInPage>
  );
}
