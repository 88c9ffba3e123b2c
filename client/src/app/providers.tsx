import { QueryClientProvider } from '@tanstack/react-query';
import { MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';
import { SkipLink } from '@/components/skip-link';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { queryClient } from '@/lib/query-client';

/** Everything the screens rely on: server state, motion preferences, the skip link, the toasts. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Follow the operating system's "reduce motion" setting for every animation. */}
      <MotionConfig reducedMotion="user">
        <SkipLink />
        {children}
        <ToastOutlet />
      </MotionConfig>
    </QueryClientProvider>
  );
}
