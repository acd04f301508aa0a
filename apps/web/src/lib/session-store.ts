import { useSyncExternalStore } from 'react';
import type { Session } from '@console/contracts';

/**
 * The signed-in session, kept in localStorage as the product keeps it (docs/product.md §3.2),
 * and shared with every component through a tiny external store.
 */
const STORAGE_KEY = 'session';
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

let current: Session | null = read();
/** Why the last session ended: signing out goes to /login plainly, an expired one remembers the page. */
let endedBy: 'signed-out' | 'expired' = 'expired';

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session) {
  current = session;
  endedBy = 'expired';
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  emit();
}

export function clearSession(reason: 'signed-out' | 'expired' = 'expired') {
  current = null;
  endedBy = reason;
  localStorage.removeItem(STORAGE_KEY);
  emit();
}

export function sessionEndedBy(): 'signed-out' | 'expired' {
  return endedBy;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
