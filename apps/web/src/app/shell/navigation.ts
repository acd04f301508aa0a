/** The main navigation (docs/product.md §2.1); labels are catalog keys. */
export const NAV_ITEMS = [
  { label: 'nav.home', to: '/', match: '/' },
  { label: 'nav.events', to: '/events?sort=start-date&direction=desc', match: '/events' },
  { label: 'nav.members', to: '/members', match: '/members' },
  { label: 'nav.households', to: '/households', match: '/households' },
  { label: 'nav.programs', to: '/programs', match: '/programs' },
  { label: 'nav.services', to: '/services', match: '/services' },
  { label: 'nav.venues', to: '/venues', match: '/venues' },
  { label: 'nav.reports', to: '/reports', match: '/reports' },
] as const;

/** Whether a navigation item is the current area: Home only at `/`, the others for their whole tree. */
export function isCurrent(match: string, pathname: string): boolean {
  return match === '/' ? pathname === '/' : pathname === match || pathname.startsWith(`${match}/`);
}
