/** Lazy parts load with a 120 second timeout (product-spec section 7). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

type RouteModule = { Component: React.ComponentType };

/** A lazily loaded screen for React Router, failing clearly if its script does not arrive in time. */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return () =>
    new Promise<RouteModule>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The page took too long to load. Please reload.')), CHUNK_LOAD_TIMEOUT_MS);
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
