import { CircleAlert, CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { LIMITS } from '#common/constants.js';
import { signedOutMessages } from '#common/signed-out-messages.js';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { preloadSignedInApp } from '@/app/signed-in-chunk';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, api } from '@/lib/api';
import { AuthLayout } from './auth-layout';
import { checkCurrentUser } from './current-user';

type VerifyState =
  { status: 'loading' } | { status: 'success'; message: string } | { status: 'error'; message: string };

/**
 * /auth/verify?token=...: the e-mailed link lands here and this page POSTs the token (decision
 * record 057), so mail scanners that merely fetch the URL cannot use the link up.
 */
export function VerifyPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const [state, setState] = useState<VerifyState>(() =>
    token ? { status: 'loading' } : { status: 'error', message: signedOutMessages.verify.missingToken },
  );
  const [, navigate] = useLocation();
  // A token works once: React StrictMode runs effects twice in development, so guard the POST.
  const postedToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || postedToken.current === token) return;
    postedToken.current = token;
    // The studio's code downloads while the token is checked: the redirect then shows it at once.
    preloadSignedInApp();
    api
      .post('/api/auth/verify', { token })
      .then((reply) => setState({ status: 'success', message: reply.message }))
      .catch((error: unknown) => {
        const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
        setState({ status: 'error', message: serverMessage || signedOutMessages.verify.failed });
      });
  }, [token]);

  // Wait for the session to be seen before leaving, so '/' does not flash the login screen.
  const enterStudio = useCallback(() => {
    void checkCurrentUser().then(() => navigate('/', { replace: true }));
  }, [navigate]);

  // The spec's redirect after 2 seconds stays; 'Continue now' spares the wait (record 098).
  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(enterStudio, LIMITS.postLoginRedirectMs);
    return () => clearTimeout(timer);
  }, [state.status, enterStudio]);

  if (state.status === 'loading') {
    return (
      <AuthLayout title="Signing you in" description="Checking your login link...">
        <div className="flex justify-center py-2">
          <Spinner className="size-8" label="Verifying your login link" />
        </div>
      </AuthLayout>
    );
  }

  if (state.status === 'success') {
    return (
      <AuthLayout title="Login link verified">
        <Alert variant="success" role="status">
          <CircleCheck aria-hidden="true" />
          <AlertDescription className="mt-0">{state.message}</AlertDescription>
        </Alert>
        <Button size="lg" className="w-full" onClick={enterStudio}>
          {signedOutMessages.verify.continueNow}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Could not sign you in">
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden="true" />
        <AlertDescription className="mt-0">{state.message}</AlertDescription>
      </Alert>
      <Link href="/login" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
        Request a new login link
      </Link>
    </AuthLayout>
  );
}
