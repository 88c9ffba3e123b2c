import { Link2, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { LibraryItem } from '#common/schemas/library.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { BusyIcon } from '@/components/busy-icon';
import { IconBadge } from '@/components/icon-badge';
import { ListLoadFailed, ListLoading } from '@/components/list-status';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useProgrammes } from '@/features/programmes/use-programmes';
import { PhoneLinkCard } from './phone-link-card';
import { PlaysSelect } from './plays-select';
import type { Target } from './schedule-draft';
import { useCreatePhoneLink, usePhoneLinks } from './use-phone-links';

/** Where the Library's "Phone link" buttons and the Guide send people. */
export const PHONE_LINKS_SECTION_ID = 'phone-links';

/** The clock the "last fetched … ago" lines read, moved on every half minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The Library's Phone links (issue 26, record 110): addresses a phone system fetches by itself,
 * each playing a saved message or an on-hold programme (issue 40) and switching by its schedule,
 * so the line stays current without installing a file again.
 */
export function PhoneLinksSection({ items }: { items: LibraryItem[] }) {
  const links = usePhoneLinks();
  // Until the programmes answer, the links offer saved messages only.
  const programmes = useProgrammes().data ?? [];
  const now = useNow();
  // The Guide links to /library#phone-links; the section exists only once the Library has answered.
  const loaded = links.isSuccess;
  useEffect(() => {
    if (loaded && window.location.hash === `#${PHONE_LINKS_SECTION_ID}`) {
      document.getElementById(PHONE_LINKS_SECTION_ID)?.scrollIntoView();
    }
  }, [loaded]);
  return (
    <section
      aria-labelledby="phone-links-heading"
      id={PHONE_LINKS_SECTION_ID}
      className="flex scroll-mt-4 flex-col gap-4"
    >
      <div className="flex items-start gap-3">
        <IconBadge icon={Link2} className="size-10 rounded-lg" iconClassName="size-5" />
        <div className="flex flex-col gap-1">
          <h2 id="phone-links-heading" className="text-xl font-semibold tracking-tight">
            Phone links
          </h2>
          <p className="max-w-3xl text-sm text-muted-foreground">
            Give your phone system an address instead of a file: it fetches the message itself, and plays your holiday
            or after-hours message when your rules say so. Changes reach callers within 5 minutes.
          </p>
        </div>
      </div>
      <MakePhoneLink items={items} programmes={programmes} />
      {links.isPending ? (
        <ListLoading label="Loading your phone links" />
      ) : links.isError ? (
        <Card>
          <ListLoadFailed
            message="Your phone links could not be loaded."
            onRetry={() => void links.refetch()}
            retrying={links.isFetching}
          />
        </Card>
      ) : (
        links.data.map((link, index) => (
          <PhoneLinkCard key={link.id} link={link} number={index + 1} items={items} programmes={programmes} now={now} />
        ))
      )}
    </section>
  );
}

/** A new link playing a chosen saved message or made programme; its schedule is set on the link once made. */
function MakePhoneLink({ items, programmes }: { items: LibraryItem[]; programmes: ProgrammeReply[] }) {
  const [target, setTarget] = useState<Target | null>(null);
  const create = useCreatePhoneLink();
  const programme = target?.programmeId && programmes.find((p) => p.id === target.programmeId && p.render);
  const item = items.find((i) => i.id === target?.itemId) ?? (programme ? undefined : items[0]);
  const chosen = programme
    ? { target: { programmeId: programme.id }, title: programme.title }
    : item && { target: { itemId: item.id }, title: item.title };
  if (!chosen) return null;
  return (
    <Card className="flex flex-wrap items-end gap-3 p-4 sm:p-6">
      <PlaysSelect
        id="new-phone-link-item"
        label="What the new link plays"
        items={items}
        programmes={programmes}
        value={chosen.target}
        onChange={setTarget}
        className="min-w-64 flex-1"
      />
      <Button onClick={() => create.mutate(chosen)} disabled={create.isPending}>
        <BusyIcon busy={create.isPending} icon={Plus} />
        Make a phone link
      </Button>
    </Card>
  );
}
