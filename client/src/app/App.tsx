import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LoginPage } from '@/features/auth/login-page';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { VerifyPage } from '@/features/auth/verify-page';
import { audioPlayer } from '@/lib/audio-player';
import { queryKeys } from '@/lib/query-client';
import { clearSessionEnded, useSessionEnded } from '@/lib/session-ended';

const SignedInApp = lazy(() => import('./signed-in-app'));

/**
 * Routes by login state (spec §2 "Route rules"): a spinner while the login state loads, the
 * signed-in area (/, /admin, /login) for users, and /auth/verify or the login screen for visitors.
 */
export function App() {
  const currentUser = useCurrentUser();
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  const signedIn = Boolean(currentUser.data);

  // A call answered 401 (api.ts): the session is over, so the login screen shows and says why. The
  // draft is on the server, and the last edits in this browser (record 090): signing in again goes on.
  useEffect(() => {
    if (!sessionEnded) return;
    audioPlayer.stopAll();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
    queryClient.setQueryData(queryKeys.currentUser, null);
  }, [sessionEnded, queryClient]);
  useEffect(() => {
    if (signedIn) clearSessionEnded();
  }, [signedIn]);

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
