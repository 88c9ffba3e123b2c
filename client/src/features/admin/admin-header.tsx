import { Home, LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { AppBar } from '@/components/app-bar';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The admin area's bar (spec §2): Home and Admin links; when signed in as admin, who and Log out. */
export function AdminHeader({
  username,
  onLogout,
  loggingOut = false,
}: {
  username?: string;
  onLogout?: () => void;
  loggingOut?: boolean;
}) {
  return (
    <AppBar>
      <nav aria-label="Main" className="flex items-center gap-1">
        <Link href="/" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'px-2 sm:px-3' })}>
          <Home aria-hidden="true" />
          Home
        </Link>
        <Link
          href="/admin"
          aria-current="page"
          className={cn(
            buttonVariants({ variant: 'ghost', size: 'sm' }),
            'bg-primary-soft px-2 text-primary-soft-foreground sm:px-3',
          )}
        >
          <ShieldCheck aria-hidden="true" />
          Admin
        </Link>
      </nav>
      {username ? (
        <div className="order-last flex w-full items-center justify-between gap-3 sm:order-none sm:w-auto">
          <p className="truncate text-sm text-muted-foreground">
            Logged in as <span className="font-semibold text-foreground">{username}</span>
          </p>
          <Button variant="outline" size="sm" onClick={onLogout} disabled={loggingOut}>
            <LogOut aria-hidden="true" />
            Log out
          </Button>
        </div>
      ) : null}
    </AppBar>
  );
}
