/**
 * The page to come back to after signing in: a path inside the console, never another site. The
 * value is resolved the way the browser will resolve it (`/\evil.example`, `/\t/evil.example` and
 * `//evil.example` all leave the site), and kept only when it stays on this origin.
 */
export function safeReturnTo(value: string | null, origin = window.location.origin): string {
  if (!value || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.pathname.startsWith('/login')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

export function loginUrlFor(pathWithSearch: string): string {
  return pathWithSearch === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(pathWithSearch)}`;
}
