import { Link2 } from 'lucide-react';
import type { LibraryItem } from '#common/schemas/library.js';
import { BusyIcon } from '@/components/busy-icon';
import { Button } from '@/components/ui/button';
import { PHONE_LINKS_SECTION_ID } from './phone-links-section';
import { useCreatePhoneLink } from './use-phone-links';

/**
 * "Phone link" on a Library row: a new link playing this item, then the page goes to it (the last
 * of the Phone links section, once the list is read again) to copy its address and set its rules.
 */
export function MakePhoneLinkButton({ item }: { item: LibraryItem }) {
  const create = useCreatePhoneLink();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={create.isPending}
      aria-label={`Make a phone link for ${item.title}`}
      onClick={() =>
        create.mutate(
          { target: { itemId: item.id }, title: item.title },
          {
            onSuccess: () =>
              requestAnimationFrame(() => {
                const section = document.getElementById(PHONE_LINKS_SECTION_ID);
                const cards = section?.querySelectorAll(':scope > [role="region"]');
                cards?.[cards.length - 1]?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }),
          },
        )
      }
    >
      <BusyIcon busy={create.isPending} icon={Link2} />
      Phone link
    </Button>
  );
}
