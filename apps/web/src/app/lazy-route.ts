import { lazy } from 'react';
import { i18n } from '../lib/i18n/index.ts';
/** Lazy parts load with a 120 second timeout (docs/product.md §2.5). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

type RouteModule = { Component: React.ComponentType };

/**
 * A lazily loaded screen (its module's `Component`), failing clearly if its script does not
 * arrive in time: the route boundary (route-boundary.tsx) shows the failure.
 */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return lazy(
    () =>
      new Promise<{ default: React.ComponentType }>((resolve, reject) => {
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
      }),
  );
}
