import { CircleCheck, Phone, PlugZap, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { messages } from '#common/messages.js';
import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import { menuPrompts } from '#common/phone-menu-prompts.js';
import { PHONE_MENUS_MAX, type PhoneMenuReply } from '#common/schemas/phone-menus.js';
import { IconBadge } from '@/components/icon-badge';
import { ListLoadFailed, ListLoading } from '@/components/list-status';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SignedInPage } from '@/features/library/signed-in-page';
import { PHONE_SYSTEMS_PATH } from '@/features/phone-systems/phone-systems-page';
import { usePhoneMenus } from './use-phone-menus';

const words = messages.phoneMenuScreens;

/**
 * /phone-menus (issue 38, record 142): the user's phone menus, each a whole call flow built once,
 * every prompt made in one voice, delivered as each phone system takes it or answered live on a
 * phone link. A new menu starts from the business profile.
 */
export function PhoneMenusPage({ email }: { email: string }) {
  const menus = usePhoneMenus();
  const full = (menus.data?.length ?? 0) >= PHONE_MENUS_MAX;
  return (
    <SignedInPage
      email={email}
      title="Phone menus"
      description="An auto-attendant is more than one message: a greeting, a menu, sub-menus, and what callers hear after a wrong key, outside your hours or before a transfer. Build the call flow once; every prompt is made in one voice and named to fit it, ready for your phone system or answered live by a phone link."
    >
      <div className="flex flex-wrap items-center gap-3">
        {full ? (
          <p className="text-sm text-muted-foreground">{messages.phoneMenus.tooManyMenus}</p>
        ) : (
          <Link href="/phone-menus/new" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New phone menu
          </Link>
        )}
        {/* The connections a made menu publishes to (issue 48) live beside the menus they serve. */}
        <Link href={PHONE_SYSTEMS_PATH} className={buttonVariants({ variant: 'outline' })}>
          <PlugZap aria-hidden="true" />
          {messages.publishing.pageTitle}
        </Link>
      </div>
      {menus.isPending ? (
        <ListLoading label="Loading your phone menus" />
      ) : menus.isError ? (
        <Card>
          <ListLoadFailed message={words.loadFailed} onRetry={() => void menus.refetch()} retrying={menus.isFetching} />
        </Card>
      ) : menus.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <IconBadge icon={Phone} className="size-12 rounded-xl" iconClassName="size-6" />
          <h2 className="text-lg font-semibold">No phone menus yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            A new menu starts with your business details and two options to fill in. Add sub-menus, your hours and
            holidays; the studio writes every prompt.
          </p>
        </Card>
      ) : (
        <ul aria-label="Phone menus" className="grid gap-3 sm:grid-cols-2">
          {menus.data.map((menu) => (
            <MenuCard key={menu.id} menu={menu} />
          ))}
        </ul>
      )}
    </SignedInPage>
  );
}

/** "English", "Spanish", or a two-language menu's "English and Spanish" (record 146), its own language first. */
const menuLanguages = (settings: PhoneMenuReply['settings']) =>
  settings.otherLanguage
    ? `${LANGUAGE_NAMES[settings.language]} and ${LANGUAGE_NAMES[otherLanguage(settings.language)]}`
    : LANGUAGE_NAMES[settings.language];

function MenuCard({ menu }: { menu: PhoneMenuReply }) {
  const prompts = menuPrompts(menu.settings);
  const options = menu.settings.main.options.length;
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Phone aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <Link href={`/phone-menus/${menu.id}`} className="underline-offset-4 hover:underline">
            {menu.settings.name}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">
          {menuLanguages(menu.settings)} · {options} {options === 1 ? 'option' : 'options'} · {prompts.length} prompts ·{' '}
          <span className="font-mono">{menu.settings.promptPrefix}</span>
        </p>
        <p className="mt-auto flex items-center gap-2 text-sm">
          {menu.ready ? (
            <>
              <CircleCheck aria-hidden="true" className="size-4 text-success-soft-foreground" />
              Made: every prompt is ready
            </>
          ) : menu.prompts.some((p) => p.audio) ? (
            words.changed
          ) : (
            words.notMade
          )}
        </p>
      </Card>
    </li>
  );
}
