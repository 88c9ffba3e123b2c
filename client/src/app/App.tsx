import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LoginPage } from '@/features/auth/login-page';
import { forgetCurrentUser, useCurrentUser } from '@/features/auth/current-user';
import { VerifyPage } from '@/features/auth/verify-page';
import { clearSessionEnded, useSessionEnded } from '@/lib/session-ended';
import { loadSignedInApp } from './signed-in-chunk';

const SignedInApp = lazy(loadSignedInApp);

/**
 * Routes by login state (spec §2 "Route rules"): a spinner while the login state loads, the
 * signed-in area (/, /admin, /login) for users, and /auth/verify or the login screen for visitors.
 */
export function App() {
  const currentUser = useCurrentUser();
  const sessionEnded = useSessionEnded();
  const signedIn = Boolean(currentUser);

  // A call answered 401 (api.ts): the session is over, so the login screen shows and says why. The
  // draft is on the server, and the last edits in this browser (record 090): signing in again goes on.
  // The signed-in area goes, and with it its cached server state and any audio (signed-in-app.tsx).
  useEffect(() => {
    if (sessionEnded) forgetCurrentUser();
  }, [sessionEnded]);
  useEffect(() => {
    if (signedIn) clearSessionEnded();
  }, [signedIn]);

  if (currentUser === undefined) return <FullPageSpinner />;
  if (currentUser) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        {/* Keyed by the user: another account signed in (a check after another tab's sign-in) starts afresh. */}
        <SignedInApp key={currentUser.user.id} user={currentUser.user} />
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
