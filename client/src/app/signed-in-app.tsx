import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { messages } from '#common/messages.js';
import type { BusinessProfile } from '#common/schemas/business-profile.js';
import type { DraftReply } from '#common/schemas/draft.js';
import type { PublicUser } from '#common/schemas/auth.js';
import { ListLoadFailed } from '@/components/list-status';
import { FullPageSpinner } from '@/components/ui/spinner';
import { preloadToaster } from '@/components/ui/toast-outlet';
import { AdminPage } from '@/features/admin/admin-page';
import { AlreadyLoggedIn } from '@/features/auth/already-logged-in';
import { GuidePage } from '@/features/guide/guide-page';
import { LibraryPage } from '@/features/library/library-page';
import { NewPhoneMenuPage, PhoneMenuPage } from '@/features/phone-menus/phone-menu-page';
import { PhoneMenusPage } from '@/features/phone-menus/phone-menus-page';
import { PHONE_SYSTEMS_PATH, PhoneSystemsPage } from '@/features/phone-systems/phone-systems-page';
import { ProgrammesPage } from '@/features/programmes/programmes-page';
import { startDraftSync } from '@/features/wizard/draft/draft-sync';
import { restoreMessage } from '@/features/wizard/draft/restore-message';
import { useDraft } from '@/features/wizard/draft/use-draft';
import { createMessageStore } from '@/features/wizard/message-store';
import { useProfile } from '@/features/wizard/profile/use-profile';
import { STEP_ROUTE, stepPath } from '@/features/wizard/step-paths';
import { WizardPage } from '@/features/wizard/wizard-page';
import { useWizardState, WizardProvider } from '@/features/wizard/wizard-store';
import { audioPlayer } from '@/lib/audio-player';
import { createQueryClient } from '@/lib/query-client';
import './signed-in.css';

/**
 * Everything a signed-in user can reach (spec §2). Loaded as its own chunk, so the login and
 * verify screens do not download the wizard, its form library, its animations and the query
 * library (record 119). Its server state lives in a query client of its own, made as a user's
 * session shows and dropped with it, so nothing cached for one sign-in outlives it.
 */
export default function SignedInApp({ user }: { user: PublicUser }) {
  const [queryClient] = useState(createQueryClient);
  // The signed-in area raises toasts: their code is fetched now, not when the first one shows.
  useEffect(() => preloadToaster(), []);
  // Signed out or the session ended: nothing the area played goes on over the login screen.
  useEffect(() => () => audioPlayer.stopAll(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInStart user={user} />
    </QueryClientProvider>
  );
}

/** The wizard starts from the user's draft on the server (record 090), so it waits for it. */
function SignedInStart({ user }: { user: PublicUser }) {
  const draft = useDraft(user.id);
  // A new message starts with the business profile (record 107): read beside the draft, and, like
  // it, never guessed at, since a step 1 started blank would be continued over the kept profile.
  const profile = useProfile(user.id);
  if (draft.isError || profile.isError) {
    const failed = [draft, profile].filter((query) => query.isError);
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <ListLoadFailed
          message={messages.draft.loadFailed}
          onRetry={() => failed.forEach((query) => void query.refetch())}
          retrying={failed.some((query) => query.isFetching)}
        />
      </main>
    );
  }
  if (draft.isPending || profile.isPending) return <FullPageSpinner />;
  return <SignedInRoutes user={user} draft={draft.data} profile={profile.data} />;
}

function SignedInRoutes({
  user,
  draft,
  profile,
}: {
  user: PublicUser;
  draft: DraftReply;
  profile: BusinessProfile | null;
}) {
  // The message store lives above the routes, so a visit to /admin keeps the user's answers (record 103).
  const [, navigate] = useLocation();
  const [{ store, serverCopy }] = useState(() => {
    const restored = restoreMessage(user.id, draft, profile);
    return { store: createMessageStore(restored.state, navigate), serverCopy: restored.serverCopy };
  });
  useEffect(() => startDraftSync(store, serverCopy), [store, serverCopy]);
  return (
    <WizardProvider store={store}>
      <Switch>
        <Route path="/">
          <OpenCurrentStep />
        </Route>
        <Route path={STEP_ROUTE}>
          <WizardPage email={user.email} />
        </Route>
        <Route path="/admin">
          <AdminPage />
        </Route>
        <Route path="/library">
          <LibraryPage email={user.email} />
        </Route>
        <Route path="/programmes">
          <ProgrammesPage email={user.email} />
        </Route>
        <Route path="/phone-menus">
          <PhoneMenusPage email={user.email} />
        </Route>
        <Route path="/phone-menus/new">
          <NewPhoneMenuPage email={user.email} />
        </Route>
        {/* Before /phone-menus/:id, which would take its last part for a menu's id. */}
        <Route path={PHONE_SYSTEMS_PATH}>
          <PhoneSystemsPage email={user.email} />
        </Route>
        <Route path="/phone-menus/:id">
          <PhoneMenuPage email={user.email} />
        </Route>
        <Route path="/guide">
          <GuidePage email={user.email} />
        </Route>
        <Route path="/login">
          <AlreadyLoggedIn />
        </Route>
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </WizardProvider>
  );
}

/** "/" opens the step the draft is at (record 091). */
function OpenCurrentStep() {
  const { currentStep } = useWizardState();
  return <Redirect to={stepPath(currentStep)} replace />;
}
