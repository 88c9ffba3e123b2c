import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { messages } from '#common/messages.js';
import type { PhoneMenuReply } from '#common/schemas/phone-menus.js';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { ListLoadFailed, ListLoading } from '@/components/list-status';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SignedInPage } from '@/features/library/signed-in-page';
import { MenuDownloads } from './menu-downloads';
import { MenuEditor } from './menu-editor';
import { MenuPhoneLink } from './menu-phone-link';
import { MenuPublishing } from './menu-publishing';
import { MenuVoicemails } from './menu-voicemails';
import { useNewMenuStart } from './new-menu-start';
import { useDeletePhoneMenu, usePhoneMenu } from './use-phone-menus';

const words = messages.phoneMenuScreens;

/** /phone-menus/new: a new menu from the business profile, or (?from=<item id>) from an auto-attendant message. */
export function NewPhoneMenuPage({ email }: { email: string }) {
  const from = new URLSearchParams(useSearch()).get('from');
  const begun = useNewMenuStart(from);
  return (
    <SignedInPage email={email} title="New phone menu" description={<BackToMenus />}>
      {begun === null ? (
        <ListLoading label="Reading the message’s keys" />
      ) : (
        <>
          {begun.recipeMissing ? <Alert variant="info">{words.recipeMissing}</Alert> : null}
          {begun.fromTitle ? (
            <Alert variant="info">Its options are the keys of “{begun.fromTitle}”. Fill in where each leads.</Alert>
          ) : null}
          <MenuEditor menu={null} start={begun.start} />
        </>
      )}
    </SignedInPage>
  );
}

/** /phone-menus/:id: a saved menu's editor, its make, packs, publishing, phone link and voicemails, and delete. */
export function PhoneMenuPage({ email }: { email: string }) {
  const { id } = useParams<{ id: string }>();
  const menu = usePhoneMenu(id);
  return (
    <SignedInPage email={email} title={menu.data?.settings.name ?? 'Phone menu'} description={<BackToMenus />}>
      {menu.isPending ? (
        <ListLoading label="Loading the phone menu" />
      ) : menu.isError ? (
        <Card>
          <ListLoadFailed
            message={menu.error.message || words.loadFailed}
            onRetry={() => void menu.refetch()}
            retrying={menu.isFetching}
          />
        </Card>
      ) : (
        <SavedMenu menu={menu.data} />
      )}
    </SignedInPage>
  );
}

function SavedMenu({ menu }: { menu: PhoneMenuReply }) {
  return (
    <>
      <MenuEditor menu={menu} start={menu.settings} />
      <Card role="region" aria-labelledby="menu-downloads-heading" className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id="menu-downloads-heading" className="text-lg font-semibold tracking-tight">
          Downloads for your phone system
        </h2>
        {menu.ready ? (
          <MenuDownloads menu={menu} />
        ) : (
          <p className="text-sm text-muted-foreground">Make the menu first: each pack holds every prompt as made.</p>
        )}
      </Card>
      <Card role="region" aria-labelledby="menu-publishing-heading" className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id="menu-publishing-heading" className="text-lg font-semibold tracking-tight">
          {messages.publishing.sectionTitle}
        </h2>
        <MenuPublishing menu={menu} />
      </Card>
      <Card role="region" aria-labelledby="menu-phone-link-heading" className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id="menu-phone-link-heading" className="text-lg font-semibold tracking-tight">
          Live on your phone line
        </h2>
        <MenuPhoneLink menu={menu} />
      </Card>
      <Card role="region" aria-labelledby="menu-voicemails-heading" className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id="menu-voicemails-heading" className="text-lg font-semibold tracking-tight">
          Voicemails
        </h2>
        <MenuVoicemails menuId={menu.id} timeZone={menu.settings.timeZone} />
      </Card>
      <DeleteMenu menu={menu} />
    </>
  );
}

function DeleteMenu({ menu }: { menu: PhoneMenuReply }) {
  const remove = useDeletePhoneMenu();
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [, navigate] = useLocation();
  return (
    <div>
      <Button
        ref={button}
        variant="ghost"
        className="text-muted-foreground hover:text-destructive"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
        Delete this menu
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={words.deleteConfirmTitle}
        description={words.deleteConfirm}
        busy={remove.isPending}
        returnFocus={button}
        onConfirm={() =>
          remove.mutate(menu.id, {
            onSuccess: () => navigate('/phone-menus'),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </div>
  );
}

function BackToMenus() {
  return (
    <Link href="/phone-menus" className={buttonVariants({ variant: 'link', size: 'sm', className: 'h-auto px-0' })}>
      All phone menus
    </Link>
  );
}
