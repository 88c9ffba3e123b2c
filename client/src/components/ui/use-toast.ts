import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { LIMITS } from '#common/constants.js';

/**
 * App-wide toast queue, usable from anywhere (components, mutations, the audio controller's
 * callers). Spec §8: one toast at a time, so a new toast replaces the shown one; toasts are
 * destructive unless the caller passes variant 'default'.
 */

type ToastVariant = 'default' | 'destructive';

/** A button in the toast, such as Undo; pressing it runs `onAction` and closes the toast. */
interface ToastActionInput {
  label: string;
  /** What a screen reader user hears about where else the action can be done (Radix requires it). */
  altText: string;
  onAction: () => void;
}

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastActionInput;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: string;
  description?: ReactNode;
  action?: ToastActionInput;
  open: boolean;
}

const TOAST_LIMIT = 1;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Closes a toast (Radix plays its exit animation), then forgets it after the removal delay. */
export function dismissToast(id: string): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, LIMITS.toastRemoveDelayMs),
  );
}

export function toast({ title, description, variant = 'destructive', action }: ToastInput): {
  id: string;
  dismiss: () => void;
} {
  const id = String(++nextId);
  emit([{ id, title, description, variant, action, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
