const SHELL_CACHE = 'console-shell-v1';

/**
 * Registers the service worker that keeps the app shell for offline reloads (public/sw.js). A
 * page it already controls needs nothing more: everything it loads passes through the worker and
 * is kept. The first page, loaded before the worker took control, hands it the files it loaded,
 * so that a station reloaded offline right after its first visit still opens. Production builds
 * only: the dev server's modules change under the same names.
 */
export function keepShellForOffline() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !('caches' in window)) return;
  const controlled = Boolean(navigator.serviceWorker.controller);
  void navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then(async () => {
      if (controlled) return;
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname);
      await (await caches.open(SHELL_CACHE)).addAll(['/index.html', ...new Set(loaded)]);
    })
    .catch((error: unknown) => console.warn('Offline shell unavailable', error));
}
