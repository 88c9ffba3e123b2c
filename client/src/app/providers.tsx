import { MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';
import { SkipLink } from '@/components/skip-link';
import { ToastOutlet } from '@/components/ui/toast-outlet';

/**
 * Everything every screen relies on: motion preferences, the skip link, the toasts. Server state
 * (TanStack Query) is the signed-in area's own (signed-in-app.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    // Follow the operating system's "reduce motion" setting for every animation.
    <MotionConfig reducedMotion="user">
      <SkipLink />
      {children}
      <ToastOutlet />
    </MotionConfig>
  );
}
