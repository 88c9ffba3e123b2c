import { Music } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { AdminHeader } from './admin-header';
import { AdminLoginForm } from './admin-login-form';
import { MusicTrackList } from './music-track-list';
import { MusicUploadForm } from './music-upload-form';
import { useAdminLogout, useAdminStatus } from './use-admin-status';
import { IconBadge } from '@/components/icon-badge';
import { MAIN_CONTENT_ID } from '@/components/skip-link';

/** /admin for signed-in users: the admin login form, or the admin area once the admin session is on. */
export function AdminPage() {
  const status = useAdminStatus();
  const logout = useAdminLogout();
  const username = status.data?.isAuthenticated ? (status.data.username ?? 'admin') : undefined;

  return (
    <div className="flex min-h-dvh flex-col">
      <AdminHeader username={username} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-4 px-4 py-4 outline-none sm:gap-6 sm:px-6 sm:py-10"
      >
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

/** The admin area (spec §2): music track management, the list beside the upload form. */
function AdminDashboard() {
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Admin dashboard</h1>
        <p className="text-sm text-muted-foreground">
          Manage the resources available to everyone using AI Voice Studio.
        </p>
      </div>
      <section aria-labelledby="music-management-heading" className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <IconBadge icon={Music} className="size-10 rounded-xl" iconClassName="size-5" />
          <div className="flex flex-col">
            <h2 id="music-management-heading" className="text-lg font-semibold">
              Music track management
            </h2>
            <p className="text-sm text-muted-foreground">The background music people can choose for their messages.</p>
          </div>
        </div>
        {/* On wide screens the upload form sits beside the list; on phones it follows it. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <MusicTrackList />
          <MusicUploadForm />
        </div>
      </section>
    </>
  );
}
