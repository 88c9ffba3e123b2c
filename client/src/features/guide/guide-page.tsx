import { useState } from 'react';
import { useSearch } from 'wouter';
import { MESSAGE_TYPES } from '#common/constants.js';
import { fileSlug } from '#common/schemas/library.js';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignedInPage } from '@/features/library/signed-in-page';
import { itemKeeping, useLibrary } from '@/features/library/use-library';
import { GUIDE_USES, guideUseFor, type GuideUse } from './guide-uses';
import { MessageBanner } from './message-banner';
import { PhoneSystemCard } from './phone-system-card';
import { PHONE_SYSTEMS } from './phone-systems';

/**
 * /guide (records 056, 099): how to install the message on common phone systems, each with a
 * download in the format it takes, for each place a message plays (hold, voicemail, auto-attendant,
 * closed hours). The message is ?audio=<id> (step 5 links the current mix), else the newest Library
 * item; ?type=<message type> opens the matching tab, else the type that Library item was saved as.
 */
export function GuidePage({ email }: { email: string }) {
  const search = new URLSearchParams(useSearch());
  const requested = search.get('audio');
  const type = search.get('type');
  const library = useLibrary();
  // A mix already saved is found by the item kept from it (record 108), and its downloads come from
  // that copy, which outlives the mix's 24 hours.
  const saved = requested ? itemKeeping(library.data, requested) : library.data?.[0];
  const audioId = saved?.audioId ?? requested ?? null;
  // Worked out on each render rather than once: the saved item's type is known only when the Library
  // has answered. A tab the user picks wins from then on.
  const [picked, setPicked] = useState<GuideUse['id'] | null>(null);
  const use = picked ?? guideUseFor(type ?? saved?.messageType ?? null).id;

  return (
    <SignedInPage
      email={email}
      title="Implementation Guide"
      description="Install your message on your phone system. Choose where it plays, find your phone system, download the file in the format it takes, and follow the steps."
    >
      {/* Until the Library answers, it is not known whether a passed-in mix is saved, or which item is newest. */}
      {library.isPending ? (
        <Spinner label="Loading your messages" />
      ) : (
        <MessageBanner
          audioId={audioId}
          saved={saved}
          requested={requested}
          messageType={MESSAGE_TYPES.find((t) => t === type)}
        />
      )}
      <Tabs value={use} onValueChange={(next) => setPicked(next as typeof use)} className="flex flex-col gap-4">
        <TabsList
          aria-label="Where the message plays"
          className="grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none"
        >
          {GUIDE_USES.map(({ id, label }) => (
            <TabsTrigger key={id} value={id}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {GUIDE_USES.map(({ id, label, summary, steps }) => (
          <TabsContent key={id} value={id} className="mt-0 flex flex-col gap-4">
            <p className="text-sm text-muted-foreground">{summary}</p>
            <div className="grid gap-4 lg:grid-cols-2">
              {PHONE_SYSTEMS.map((system) => (
                <PhoneSystemCard
                  key={system.id}
                  system={system}
                  useLabel={label}
                  steps={steps[system.id]}
                  fileName={id === 'hold' ? system.holdFileName : undefined}
                  audioId={audioId}
                  slug={fileSlug(saved?.title ?? 'on-hold-message')}
                />
              ))}
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </SignedInPage>
  );
}
