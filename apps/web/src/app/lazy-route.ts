import { lazy } from 'react';
import { i18n } from '../lib/i18n/index.ts';
/** Lazy parts load with a 120 second timeout (product-spec section 7). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

type RouteModule = { Component: React.ComponentType };

/** A lazily loaded screen, whose script can be asked for before it renders. */
export type LazyScreen = React.LazyExoticComponent<React.ComponentType> & { preload(): void };

/**
 * A lazily loaded screen (its module's `Component`), failing clearly if its script does not
 * arrive in time: the route boundary (route-boundary.tsx) shows the failure. `preload` starts the
 * load early; rendering then waits for that same load.
 */
export function lazyRoute(load: () => Promise<RouteModule>): LazyScreen {
  let loading: Promise<{ default: React.ComponentType }> | undefined;
  const start = () =>
    (loading ??= new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(i18n.t('common.pageTooSlow'))), CHUNK_LOAD_TIMEOUT_MS);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve({ default: module.Component });
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }));
  return Object.assign(lazy(start), { preload: () => void start().catch(() => {}) });
}
