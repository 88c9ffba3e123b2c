import { LoaderCircle, LogIn, MailCheck } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { signedOutMessages } from '#common/signed-out-messages.js';
import { preloadSignedInApp } from '@/app/signed-in-chunk';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api';
import { useSessionEnded } from '@/lib/session-ended';
import { AuthLayout } from './auth-layout';
import { loginLinkErrorMessage } from './login-error';

/** The link request's state: plain React state, since the query library is not in this screen's bundle (record 119). */
type LinkRequest =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string; email: string }
  | { status: 'failed'; error: unknown };

/** Signed-out screen at every path but /auth/verify: request an e-mailed login link (spec §2, §4). */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const [requestLink, setRequestLink] = useState<LinkRequest>({ status: 'idle' });
  const emailId = useId();
  const errorId = useId();
  const sessionEnded = useSessionEnded();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (address === '') {
      setRequestLink({ status: 'idle' });
      setClientError(signedOutMessages.login.emailRequired);
      return;
    }
    setClientError(null);
    setRequestLink({ status: 'sending' });
    api.post('/api/auth/request-login', { email: address }).then(
      (reply) => {
        setRequestLink({ status: 'sent', message: reply.message, email: address });
        // The link is on its way: the studio's code downloads while the user opens the mail.
        preloadSignedInApp();
      },
      (error: unknown) => setRequestLink({ status: 'failed', error }),
    );
  }

  const sending = requestLink.status === 'sending';
  const errorMessage =
    clientError ?? (requestLink.status === 'failed' ? loginLinkErrorMessage(requestLink.error) : null);

  return (
    <AuthLayout title="Sign in" description={signedOutMessages.login.intro}>
      <p className="-mt-3 text-center text-sm text-muted-foreground">{signedOutMessages.login.newAccount}</p>
      {sessionEnded && requestLink.status !== 'sent' ? (
        <Alert variant="info" role="alert">
          <LogIn aria-hidden="true" />
          <div>
            <AlertTitle>{signedOutMessages.login.sessionEndedTitle}</AlertTitle>
            <AlertDescription>{signedOutMessages.login.sessionEnded}</AlertDescription>
          </div>
        </Alert>
      ) : null}
      {requestLink.status === 'sent' ? (
        <Alert variant="success" role="status">
          <MailCheck aria-hidden="true" />
          <AlertDescription className="mt-0">
            {requestLink.message}{' '}
            <span className="break-words">
              {signedOutMessages.login.linkSentTo} <strong>{breakableEmail(requestLink.email)}</strong>.
            </span>
          </AlertDescription>
        </Alert>
      ) : null}

      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={emailId}>Email address</Label>
          <Input
            id={emailId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={sending}
            aria-invalid={errorMessage ? true : undefined}
            aria-describedby={errorMessage ? errorId : undefined}
          />
          {errorMessage ? (
            <div role="alert">
              <FieldMessage id={errorId} error>
                {errorMessage}
              </FieldMessage>
            </div>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={sending} className="w-full">
          {sending ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Sending...
            </>
          ) : (
            'Send Login Link'
          )}
        </Button>
      </form>
    </AuthLayout>
  );
}

/**
 * An e-mail address that a narrow line may break only before its "@" and its dots ("owner" /
 * "@brightsmile" / ".test"), never inside a word as break-all did ("o / wner@…", issue 40).
 */
function breakableEmail(email: string): ReactNode[] {
  return email.split(/(?=[@.])/).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}
