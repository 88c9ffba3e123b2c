import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LoginPage } from '@/features/auth/login-page';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { VerifyPage } from '@/features/auth/verify-page';

const SignedInApp = lazy(() => import('./signed-in-app'));

/**
 * Routes by login state (spec §2 "Route rules"): a spinner while the login state loads, the
 * signed-in area (/, /admin, /login) for users, and /auth/verify or the login screen for visitors.
 */
export function App() {
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <FullPageSpinner />;
  if (currentUser.data) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <SignedInApp user={currentUser.data.user} />
      </Suspense>
    );
  }
  return (
    <Switch>
      <Route path="/auth/verify">
        <VerifyPage />
      </Route>
      <Route>
        <LoginPage />
      </Route>
    </Switch>
  );
}
