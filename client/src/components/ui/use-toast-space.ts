import { useEffect, useRef } from 'react';

/** Set on <html> while a toast shows: the page then scrolls in the space above the toasts (styles/app-theme.css). */
const DOCKED = 'data-toast-docked';

/**
 * Docks the shown toasts below the page (record 137): publishes their height as --toast-space on
 * <html> and, while there is one, makes the body the page's scroller, ending where the toasts
 * begin. A toast then covers nothing: no step indicator, header button, field or Continue, at any
 * width and wherever the page is scrolled; what was under it is one scroll away. The scroll
 * position moves from the window to the body and back, so nothing on screen jumps. An empty
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
      if (space > 0) dock();
      else undock();
    });
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      undock();
      root.style.removeProperty('--toast-space');
    };
  }, []);
  return ref;
}

function dock(): void {
  const root = document.documentElement;
  if (root.hasAttribute(DOCKED)) return;
  const scrolled = window.scrollY;
  root.setAttribute(DOCKED, '');
  document.body.scrollTop = scrolled;
}

function undock(): void {
  const root = document.documentElement;
  if (!root.hasAttribute(DOCKED)) return;
  const scrolled = document.body.scrollTop;
  root.removeAttribute(DOCKED);
  window.scrollTo(0, scrolled);
}
