import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand-mark';

/**
 * The top bar of the signed-in screens: the logo and product name on the left, the screen's own
 * links and account controls after it. The wizard makes the name its h1; the admin area has its own.
 */
export function AppBar({ titleAs: Title = 'span', children }: { titleAs?: 'h1' | 'span'; children: ReactNode }) {
  return (
    <header className="border-b border-border bg-card">
      {/* Compact on phones, so each step's content starts near the top of the screen. */}
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:gap-x-4 sm:gap-y-2 sm:px-6 sm:py-3">
        {/* On phones the title takes only its own width, so a short line (the address) fits beside it;
            wider, it is never squeezed away by the links: they wrap to a line of their own first. */}
        <div className="flex min-w-0 items-center gap-2 sm:min-w-max sm:flex-1 sm:gap-2.5">
          <BrandMark className="size-7 sm:size-9" />
          <Title className="truncate text-base font-semibold tracking-tight sm:text-lg">AI Voice Studio</Title>
        </div>
        {children}
      </div>
    </header>
  );
}
