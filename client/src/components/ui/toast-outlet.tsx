import { lazy, Suspense } from 'react';
import { useToasts } from './use-toast';

/** Radix's toast code and the viewport, fetched as their own chunk: the signed-out screens raise no toast (record 119). */
const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/** Fetches the toaster ahead of its first toast; the signed-in area calls it once it shows. */
export function preloadToaster(): void {
  void loadToaster();
}

/** Mounts the toaster while a toast is queued; the queue itself (use-toast.ts) is tiny and always there. */
export function ToastOutlet() {
  const shown = useToasts().length > 0;
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
