import { useSearch } from 'wouter';
import { fileSlug } from '../../../../common/schemas/library';
import { Spinner } from '@/components/ui/spinner';
import { SignedInPage } from '@/features/library/signed-in-page';
import { useLibrary } from '@/features/library/use-library';
import { MessageBanner } from './message-banner';
import { PhoneSystemCard } from './phone-system-card';
import { PHONE_SYSTEMS } from './phone-systems';

/**
 * /guide (record 056): how to install the message on common phone systems, each with a download in the
 * format it takes. The message is ?audio=<id> (step 5 links the current mix), else the newest
 * Library item.
 */
export function GuidePage({ email }: { email: string }) {
  const requested = new URLSearchParams(useSearch()).get('audio');
  const library = useLibrary();
  const saved = requested ? library.data?.find((item) => item.audioId === requested) : library.data?.[0];
  const audioId = requested ?? saved?.audioId ?? null;

  return (
    <SignedInPage
      email={email}
      title="Implementation Guide"
      description="Install your message as music on hold. Find your phone system, download the file in the format it takes, and follow the steps."
    >
      {/* Until the Library answers, it is not known whether a passed-in mix is saved, or which item is newest. */}
      {library.isPending ? (
        <Spinner label="Loading your messages" />
      ) : (
        <MessageBanner audioId={audioId} saved={saved} requested={requested} />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {PHONE_SYSTEMS.map((system) => (
          <PhoneSystemCard
            key={system.id}
            system={system}
            audioId={audioId}
            slug={fileSlug(saved?.title ?? 'on-hold-message')}
          />
        ))}
      </div>
    </SignedInPage>
  );
}
