import { CircleAlert, LoaderCircle, LockKeyhole } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { messages } from '#common/messages.js';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useAdminLogin } from './use-admin-status';
import { IconBadge } from '@/components/icon-badge';

/**
 * Admin sign-in (spec §2, §5, §8): both fields required; the outcome is told in a toast, and a
 * refusal also stays beside the form until the next try, where the eye already is.
 */
export function AdminLoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const errorId = useId();
  const login = useAdminLogin();
  const refusal = login.isError ? refusalMessage(login.error) : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (reply) => {
          setPassword('');
          toast({
            title: messages.admin.loginSuccess,
            description: `Signed in as ${reply.username}.`,
            variant: 'default',
          });
        },
        onError: (error) => {
          toast({ title: messages.admin.loginFailed, description: refusalMessage(error) });
        },
      },
    );
  }

  const invalid = (value: string) => (missing && value.trim() === '' ? true : undefined);

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <IconBadge icon={LockKeyhole} className="size-12 rounded-full" iconClassName="size-6" />
          <h1 className="text-2xl font-semibold tracking-tight">Admin login</h1>
          <p className="text-sm text-muted-foreground">
            Sign in with the administrator account to manage music tracks.
          </p>
        </div>
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="admin-username">Username</Label>
            <Input
              id="admin-username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={invalid(username)}
              aria-describedby={missing ? errorId : undefined}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="admin-password">Password</Label>
            <Input
              id="admin-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={invalid(password)}
              aria-describedby={missing ? errorId : undefined}
            />
          </div>
          {missing ? (
            <div role="alert">
              <FieldMessage id={errorId} error>
                {messages.admin.credentialsRequired}
              </FieldMessage>
            </div>
          ) : null}
          {refusal ? (
            <Alert variant="destructive" role="alert">
              <CircleAlert aria-hidden="true" />
              <div className="min-w-0">
                <AlertTitle>{messages.admin.loginFailed}</AlertTitle>
                <AlertDescription>{refusal}</AlertDescription>
              </div>
            </Alert>
          ) : null}
          <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
            {login.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Log in
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The server's reason (a lockout says how long), else the spec's default. */
function refusalMessage(error: Error): string {
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  return serverMessage || messages.admin.invalidCredentials;
}
