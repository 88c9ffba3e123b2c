import { Link2, Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { PhoneMenuReply } from '#common/schemas/phone-menus.js';
import { BusyIcon } from '@/components/busy-icon';
import { ListLoading } from '@/components/list-status';
import { Button, buttonVariants } from '@/components/ui/button';
import { AddressField } from '@/features/phone-links/address-field';
import { MenuAnswers } from '@/features/phone-links/menu-answers';
import { PHONE_LINKS_SECTION_ID } from '@/features/phone-links/phone-links-section';
import { TwilioSteps } from '@/features/phone-links/twilio-steps';
import { useCreatePhoneLink, usePhoneLinks } from '@/features/phone-links/use-phone-links';

/**
 * A made menu goes live from its own page (issue 47): on a phone link of its own, needing no saved
 * message, whose TwiML address Twilio calls. A link already answering with the menu is shown
 * instead, with where its address goes; its schedule and the rest live in the Library's Phone links.
 */
export function MenuPhoneLink({ menu }: { menu: PhoneMenuReply }) {
  const links = usePhoneLinks();
  const create = useCreatePhoneLink();
  if (!menu.ready) {
    return <p className="text-sm text-muted-foreground">Make the menu first: a phone link answers with it as made.</p>;
  }
  if (links.isPending) return <ListLoading label="Loading your phone links" />;
  const answering = (links.data ?? []).flatMap((link, index) =>
    link.menuId === menu.id ? [{ link, number: index + 1 }] : [],
  );
  if (answering.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">
          Callers hear this menu once your Twilio number fetches a phone link’s TwiML address. The link answers by the
          menu’s hours and closures, and keeps answering with the menu as you make it again.
        </p>
        <Button
          onClick={() => create.mutate({ menu: { id: menu.id, name: menu.settings.name } })}
          disabled={create.isPending}
        >
          <BusyIcon busy={create.isPending} icon={Plus} />
          Put it on a phone link
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {answering.map(({ link, number }) => (
        <div key={link.id} className="flex flex-col gap-3">
          <AddressField
            id={`menu-link-${link.id}`}
            label={`Phone link ${number}: TwiML address${link.enabled ? '' : ' (turned off)'}`}
            url={link.urls.twiml}
          />
          <MenuAnswers link={link} />
        </div>
      ))}
      <TwilioSteps id="menu-link-twilio" />
      <Link
        href={`/library#${PHONE_LINKS_SECTION_ID}`}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
      >
        <Link2 aria-hidden="true" />
        Manage it in your Library’s Phone links
      </Link>
    </div>
  );
}
