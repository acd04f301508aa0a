import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'warning' | 'danger' | 'info';

export interface Toast {
  id: number;
  variant: ToastVariant;
  message: string;
  /** What the toast reports, when it says how one action went (`save.Member.create`). */
  about?: string;
}

export interface ToastOptions {
  /**
   * What the toast reports (`save.Member.create`, `members.enable`): a later toast about the same
   * thing replaces it, so that an old failure does not stay beside the success that followed it.
   */
  about?: string;
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

function show(variant: ToastVariant, message: string, { about }: ToastOptions = {}): number {
  const id = nextId++;
  const others = about === undefined ? toasts : toasts.filter((item) => item.about !== about);
  toasts = [...others, about === undefined ? { id, variant, message } : { id, variant, message, about }];
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
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  danger: (message: string, options?: ToastOptions) => show('danger', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
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
