import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, LogIn, MailCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { messages } from '#common/messages.js';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api';
import { useSessionEnded } from '@/lib/session-ended';
import { AuthLayout } from './auth-layout';
import { loginLinkErrorMessage } from './login-error';

/** Signed-out screen at every path but /auth/verify: request an e-mailed login link (spec §2, §4). */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const emailId = useId();
  const errorId = useId();
  const sessionEnded = useSessionEnded();

  const requestLink = useMutation({
    mutationFn: (address: string) => api.post('/api/auth/request-login', { email: address }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') {
      requestLink.reset();
      setClientError(messages.login.emailRequired);
      return;
    }
    setClientError(null);
    requestLink.mutate(email.trim());
  }

  const sending = requestLink.isPending;
  const errorMessage = clientError ?? (requestLink.isError ? loginLinkErrorMessage(requestLink.error) : null);

  return (
    <AuthLayout title="Sign in" description={messages.login.intro}>
      <p className="-mt-3 text-center text-sm text-muted-foreground">{messages.login.newAccount}</p>
      {sessionEnded && !requestLink.isSuccess ? (
        <Alert variant="info" role="alert">
          <LogIn aria-hidden="true" />
          <div>
            <AlertTitle>{messages.draft.sessionEndedTitle}</AlertTitle>
            <AlertDescription>{messages.draft.sessionEnded}</AlertDescription>
          </div>
        </Alert>
      ) : null}
      {requestLink.isSuccess ? (
        <Alert variant="success" role="status">
          <MailCheck aria-hidden="true" />
          <AlertDescription className="mt-0">
            {requestLink.data.message}{' '}
            <span className="break-all">
              {messages.login.linkSentTo} <strong>{requestLink.variables}</strong>.
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
