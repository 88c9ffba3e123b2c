import { useState } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import type { PublicUser } from '../../../common/schemas/auth';
import { AdminPage } from '@/features/admin/admin-page';
import { AlreadyLoggedIn } from '@/features/auth/already-logged-in';
import { GuidePage } from '@/features/guide/guide-page';
import { LibraryPage } from '@/features/library/library-page';
import { WizardPage } from '@/features/wizard/wizard-page';
import { restoredWizardState } from '@/features/wizard/generation/saved-generation';
import { WizardProvider } from '@/features/wizard/wizard-store';

/**
 * Everything a signed-in user can reach (spec §2). Loaded as its own chunk, so the login and
 * verify screens do not download the wizard, its form library and its animations.
 */
export default function SignedInApp({ user }: { user: PublicUser }) {
  // The wizard state lives above the routes, so a visit to /admin keeps the user's answers; a reload
  // while step 5 waited for its message comes back to step 5 (saved-generation.ts).
  const [initialState] = useState(restoredWizardState);
  return (
    <WizardProvider initialState={initialState}>
      <Switch>
        <Route path="/">
          <WizardPage email={user.email} />
        </Route>
        <Route path="/admin">
          <AdminPage />
        </Route>
        <Route path="/library">
          <LibraryPage email={user.email} />
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
