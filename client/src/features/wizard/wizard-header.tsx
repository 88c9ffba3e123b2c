import { BookOpen, CircleUser, Library, ListMusic, LogOut, MonitorX, Phone, ShieldCheck } from 'lucide-react';
import { messages } from '#common/messages.js';
import { Link, useLocation } from 'wouter';
import { AppBar } from '@/components/app-bar';
import { Button, buttonVariants } from '@/components/ui/button';
import { useIsAdmin } from '@/features/admin/use-admin-status';
import { useSignOut, useSignOutOthers } from '@/features/auth/use-sign-out';
import { cn } from '@/lib/utils';

const NAV_LINKS = [
  { href: '/library', label: 'Library', Icon: Library },
  { href: '/programmes', label: 'Programmes', Icon: ListMusic },
  // "Menus" on a phone, where the links share one row under the title; its name stays "Phone menus".
  { href: '/phone-menus', label: 'Phone menus', short: 'Menus', Icon: Phone },
  { href: '/guide', label: 'Guide', Icon: BookOpen },
  { href: '/admin', label: 'Admin', Icon: ShieldCheck },
] as const;

/**
 * Top bar of the signed-in screens: the product title, who is signed in, Library, Programmes, Phone menus, Guide,
 * Admin (only for someone signed in to the admin area: the rest have no use for its login form),
 * Sign out everywhere else (record 114; an icon with its name as label and tooltip, a rare action
 * that should not crowd the bar, left out below 420 px where the links fill the row) and Sign out. The wizard makes the title its h1; the Library and Guide pages pass 'span' and have their own.
 */
export function WizardHeader({ email, titleAs = 'h1' }: { email: string; titleAs?: 'h1' | 'span' }) {
  const signOut = useSignOut();
  const signOutOthers = useSignOutOthers();
  const [location] = useLocation();
  const isAdmin = useIsAdmin();
  const links = NAV_LINKS.filter(({ href }) => href !== '/admin' || isAdmin);
  return (
    <AppBar titleAs={titleAs}>
      {/* One element for the address: on phones it shares the title's line; wider, it keeps room for
          an address to be read (12rem): the links move to a row of their own before it is
          cut to a letter (issue 47). A longer one is cut short, whole on hover. */}
      <p
        title={email}
        className="flex min-w-0 flex-1 items-center justify-end gap-1.5 text-xs text-muted-foreground sm:min-w-48 sm:max-w-72 sm:justify-start sm:text-sm"
      >
        <CircleUser aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">Signed in as </span>
        <span className="truncate">{email}</span>
      </p>
      {/* On phones the links take a row of their own under the title, so the title is never cut. */}
      <nav
        aria-label="Account"
        className="order-1 flex w-full flex-wrap items-center gap-0 sm:order-none sm:w-auto sm:gap-2"
      >
        {links.map(({ href, label, Icon, ...link }) => (
          <Link
            key={href}
            href={href}
            aria-label={'short' in link ? label : undefined}
            aria-current={isHere(location, href) ? 'page' : undefined}
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'sm' }),
              'px-1 text-[13px] min-[420px]:px-1.5 min-[420px]:text-sm sm:px-3',
              isHere(location, href) && 'bg-primary-soft text-primary-soft-foreground',
            )}
          >
            <Icon aria-hidden="true" className="hidden min-[420px]:block" />
            {'short' in link ? (
              <>
                <span className="min-[420px]:hidden">{link.short}</span>
                <span className="hidden min-[420px]:inline">{label}</span>
              </>
            ) : (
              label
            )}
          </Link>
        ))}
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto hidden px-1.5 min-[420px]:inline-flex sm:ml-0 sm:px-3"
          aria-label={messages.login.signOutOthers}
          title={messages.login.signOutOthers}
          onClick={() => signOutOthers.mutate()}
          disabled={signOutOthers.isPending}
        >
          <MonitorX aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="ml-auto px-2 min-[420px]:ml-0 sm:px-3"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          <LogOut aria-hidden="true" className="hidden min-[420px]:block" />
          Sign out
        </Button>
      </nav>
    </AppBar>
  );
}

/** A link is the current page on its own path and the paths under it (a phone menu's page, /phone-menus/:id). */
const isHere = (location: string, href: string) => location === href || location.startsWith(`${href}/`);
