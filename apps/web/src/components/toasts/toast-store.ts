import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'warning' | 'danger' | 'info';

export interface Toast {
  id: number;
  variant: ToastVariant;
  message: string;
}

/** Toast timing (docs/product.md §2.6): 20 steps of 250 ms after a 1 second entrance delay. */
export const TOAST_STEPS = 20;
export const TOAST_STEP_MS = 250;
export const TOAST_ENTRANCE_DELAY_MS = 1000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function show(variant: ToastVariant, message: string): number {
  const id = nextId++;
  toasts = [...toasts, { id, variant, message }];
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

/** Clears every toast (on sign-out, and between tests). */
export function dismissAllToasts() {
  toasts = [];
  emit();
}

/** Raises a toast from anywhere: `toast.success('Member created successfully!')`. */
export const toast = {
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  danger: (message: string) => show('danger', message),
  info: (message: string) => show('info', message),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
