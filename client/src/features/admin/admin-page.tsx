import { Music } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { AdminHeader } from './admin-header';
import { AdminLoginForm } from './admin-login-form';
import { useAdminLogout, useAdminStatus } from './use-admin-status';

/** /admin for signed-in users: the admin login form, or the admin area once the admin session is on. */
export function AdminPage() {
  const status = useAdminStatus();
  const logout = useAdminLogout();
  const username = status.data?.isAuthenticated ? (status.data.username ?? 'admin') : undefined;

  return (
    <div className="flex min-h-dvh flex-col">
      <AdminHeader username={username} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        {status.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-8" />
          </div>
        ) : username ? (
          <AdminDashboard />
        ) : (
          <AdminLoginForm />
        )}
      </main>
    </div>
  );
}

function AdminDashboard() {
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Admin dashboard</h1>
        <p className="text-sm text-muted-foreground">Manage the resources available to everyone using AI Voice Studio.</p>
      </div>
      <Card role="region" aria-labelledby="music-management-heading">
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Music className="size-5" />
          </span>
          <div className="flex flex-col gap-1.5">
            <h2 id="music-management-heading" className="text-lg font-semibold">
              Music track management
            </h2>
            <p className="text-sm text-muted-foreground">
              Uploading and managing background music tracks arrives with the music library in a later release.
            </p>
          </div>
        </CardContent>
      </Card>
    </>
  );
}
