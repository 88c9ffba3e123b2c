import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { messages } from '#common/messages.js';
import { Spinner } from '@/components/ui/spinner';
import { MAIN_CONTENT_ID } from '@/components/skip-link';

/** Long enough to read the notice, short enough not to be in the way. */
const REDIRECT_DELAY_MS = 1_000;

/** /login while signed in (spec §2): say so, then go to the wizard. */
export function AlreadyLoggedIn() {
  const [, navigate] = useLocation();

  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="outline-none flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <Spinner className="size-8" label="Redirecting" />
      <p className="text-base font-medium">{messages.login.alreadyLoggedIn}</p>
    </main>
  );
}
