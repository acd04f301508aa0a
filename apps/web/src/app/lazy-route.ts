import { i18n } from '../lib/i18n/index.ts';
/** Lazy parts load with a 120 second timeout (product-spec section 7). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

type RouteModule = { Component: React.ComponentType };

/** A lazily loaded screen for React Router, failing clearly if its script does not arrive in time. */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return () =>
    new Promise<RouteModule>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(i18n.t('common.pageTooSlow'))), CHUNK_LOAD_TIMEOUT_MS);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve({ Component: module.Component });
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
