import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { Card, CardContent } from '@/components/ui/card';
import { MAIN_CONTENT_ID } from '@/components/skip-link';

/** Centered card used by the signed-out screens (login, verify). */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-primary-soft),transparent_60%)]">
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="outline-none mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10"
      >
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <BrandMark className="size-12" />
          <p className="text-lg font-semibold tracking-tight">AI Voice Studio</p>
        </div>
        <Card>
          <CardContent className="flex flex-col gap-6">
            <div className="flex flex-col gap-1.5 text-center">
              <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
              {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
            </div>
            {children}
          </CardContent>
        </Card>
      </main>
      <footer className="pb-6 text-center text-xs text-muted-foreground">
        Professional telephone audio for your business
      </footer>
    </div>
  );
}
