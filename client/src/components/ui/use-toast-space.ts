import { useEffect, useRef } from 'react';

/**
 * Publishes the height of the shown toasts as --toast-space on <html>, so a phone's page can grow by
 * that much at the bottom (styles/app-theme.css) and its last buttons scroll clear of a toast there. An empty
 * viewport counts as nothing, though its padding gives it a height.
 */
export function useToastSpace<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const viewport = ref.current;
    if (!viewport) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const space = viewport.childElementCount > 0 ? viewport.getBoundingClientRect().height : 0;
      root.style.setProperty('--toast-space', `${Math.ceil(space)}px`);
    });
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-space');
    };
  }, []);
  return ref;
}
