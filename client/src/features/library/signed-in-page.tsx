import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { WizardHeader } from '@/features/wizard/wizard-header';
import { audioPlayer } from '@/lib/audio-player';
import { MAIN_CONTENT_ID } from '@/components/skip-link';

/** The frame of the Library and Guide pages: the app bar, a way back to the studio, the page title. */
export function SignedInPage({
  email,
  title,
  description,
  children,
}: {
  email: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  // Leaving the page stops whatever it was playing.
  useEffect(() => () => audioPlayer.stopAll(), []);
  return (
    <div className="flex min-h-dvh flex-col">
      <WizardHeader email={email} titleAs="span" />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-4 px-4 py-4 outline-none sm:gap-6 sm:px-6 sm:py-10"
      >
        <div className="flex flex-col gap-2">
          <Link
            href="/"
            className={buttonVariants({ variant: 'link', size: 'sm', className: 'h-auto self-start px-0' })}
          >
            <ArrowLeft aria-hidden="true" />
            Back to the studio
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <div className="max-w-3xl text-sm text-muted-foreground">{description}</div>
        </div>
        {children}
      </main>
    </div>
  );
}
