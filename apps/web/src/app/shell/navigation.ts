/** The main navigation (product-spec section 2). */
export const NAV_ITEMS = [
  { label: 'Home', to: '/', match: '/' },
  { label: 'Events', to: '/events?sort=start-date&direction=desc', match: '/events' },
  { label: 'Members', to: '/members', match: '/members' },
  { label: 'Programs', to: '/programs', match: '/programs' },
  { label: 'Services', to: '/services', match: '/services' },
  { label: 'Venues', to: '/venues', match: '/venues' },
  { label: 'Reports', to: '/reports', match: '/reports' },
] as const;

/** Whether a navigation item is the current area: Home only at `/`, the others for their whole tree. */
export function isCurrent(match: string, pathname: string): boolean {
  return match === '/' ? pathname === '/' : pathname === match || pathname.startsWith(`${match}/`);
}
