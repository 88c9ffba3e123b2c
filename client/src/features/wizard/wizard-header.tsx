import { CircleUser, LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { AppBar } from '@/components/app-bar';
import { Button, buttonVariants } from '@/components/ui/button';
import { useSignOut } from '@/features/auth/use-sign-out';

/** Top bar of the wizard: the product title (h1), who is signed in, Admin and Sign out. */
export function WizardHeader({ email }: { email: string }) {
  const signOut = useSignOut();
  return (
    <AppBar titleAs="h1">
      {/* One element for the address: on phones it wraps onto its own line under the bar. */}
      <p className="order-last flex w-full min-w-0 items-center gap-1.5 text-xs text-muted-foreground sm:order-none sm:w-auto sm:max-w-72 sm:text-sm">
        <CircleUser aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">Signed in as </span>
        <span className="truncate">{email}</span>
      </p>
      <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
        <Link href="/admin" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'px-2 sm:px-3' })}>
          <ShieldCheck aria-hidden="true" className="hidden min-[420px]:block" />
          Admin
        </Link>
        <Button variant="outline" size="sm" className="px-2.5 sm:px-3" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" className="hidden min-[420px]:block" />
          Sign out
        </Button>
      </nav>
    </AppBar>
  );
}
