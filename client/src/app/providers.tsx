import { QueryClientProvider } from '@tanstack/react-query';
import { MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';
import { SkipLink } from '@/components/skip-link';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';

/** Everything the screens rely on: server state, motion preferences, the skip link, the toast viewport. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Follow the operating system's "reduce motion" setting for every animation. */}
      <MotionConfig reducedMotion="user">
        <SkipLink />
        {children}
        <Toaster />
      </MotionConfig>
    </QueryClientProvider>
  );
}
