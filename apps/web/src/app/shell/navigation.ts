import { ROLE_IDS } from '@console/contracts';
import type { enSignedIn } from '../../lib/i18n/catalogs/en-signed-in.ts';
import { EVENTS_FROM_TODAY } from '../../entities/events/api/get-events.ts';

interface NavItem {
  /** A catalog key. */
  label: `nav.${keyof typeof enSignedIn.nav}`;
  to: string;
  /** The path whose tree is this item's area. */
  match: string;
  /** The roles that see the item; every signed-in role when absent. */
  roles?: readonly number[];
}

/** The main navigation (docs/product.md §2.1); labels are catalog keys. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'nav.home', to: '/', match: '/' },
  { label: 'nav.events', to: EVENTS_FROM_TODAY, match: '/events' },
  { label: 'nav.members', to: '/members', match: '/members' },
  { label: 'nav.households', to: '/households', match: '/households' },
  { label: 'nav.programs', to: '/programs', match: '/programs' },
  { label: 'nav.services', to: '/services', match: '/services' },
  { label: 'nav.venues', to: '/venues', match: '/venues' },
  { label: 'nav.reports', to: '/reports', match: '/reports' },
  // The server answers only Administrators there (403 to others), so only they see the way in. One
  // entry opens Settings (Stations first), whose pages link to each other (app/shell/settings-frame.tsx):
  // an entry of its own for each would not fit the header's row at the lg breakpoint.
  { label: 'nav.settings', to: '/settings/stations', match: '/settings', roles: [ROLE_IDS.administrator] },
];

/** The items a signed-in role sees. */
export function navItemsFor(roleId: number | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.roles || (roleId !== undefined && item.roles.includes(roleId)));
}

/** Whether a navigation item is the current area: Home only at `/`, the others for their whole tree. */
export function isCurrent(match: string, pathname: string): boolean {
  return match === '/' ? pathname === '/' : pathname === match || pathname.startsWith(`${match}/`);
}
