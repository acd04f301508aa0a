/** The page to come back to after signing in: a path inside the console, never another site. */
export function safeReturnTo(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return '/';
  return value;
}

export function loginUrlFor(pathWithSearch: string): string {
  return pathWithSearch === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(pathWithSearch)}`;
}
