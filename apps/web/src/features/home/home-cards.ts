import type { ComponentType } from 'react';
import {
  IconBuildingCommunity,
  IconCalendarEvent,
  IconChartBar,
  IconHeartHandshake,
  IconHomeHeart,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import { ROLE_IDS } from '@console/contracts';
import { HouseholdsCount } from './components/households-count.tsx';
import { EVENTS_FROM_TODAY } from '../../entities/events/api/get-events.ts';

const { administrator, coordinator } = ROLE_IDS;

export interface HomeCard {
  id: string;
  /** The area's name in the navigation (a catalog key, as the links' labels). */
  title: `nav.${'events' | 'members' | 'households' | 'programs' | 'services' | 'venues' | 'reports'}`;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  roles: readonly number[];
  /** What the card says of its area above its links (the households' count). */
  summary?: ComponentType;
  links: readonly { label: 'common.manage' | 'common.add' | 'common.view'; to: string }[];
}

/** The home dashboard's cards (docs/product.md §2.3), each tagged with the roles that see it; texts are catalog keys. */
export const HOME_CARDS: readonly HomeCard[] = [
  {
    id: 'events',
    title: 'nav.events',
    icon: IconCalendarEvent,
    roles: [administrator, coordinator],
    links: [
      { label: 'common.manage', to: EVENTS_FROM_TODAY },
      { label: 'common.add', to: '/events/new' },
    ],
  },
  {
    id: 'members',
    title: 'nav.members',
    icon: IconUsers,
    roles: [administrator, coordinator],
    links: [
      { label: 'common.manage', to: '/members' },
      { label: 'common.add', to: '/members/new' },
    ],
  },
  {
    id: 'households',
    title: 'nav.households',
    icon: IconHomeHeart,
    roles: [administrator, coordinator],
    summary: HouseholdsCount,
    links: [
      { label: 'common.manage', to: '/households' },
      { label: 'common.add', to: '/households/new' },
    ],
  },
  {
    id: 'programs',
    title: 'nav.programs',
    icon: IconBuildingCommunity,
    roles: [administrator],
    links: [
      { label: 'common.manage', to: '/programs' },
      { label: 'common.add', to: '/programs/new' },
    ],
  },
  {
    id: 'services',
    title: 'nav.services',
    icon: IconHeartHandshake,
    roles: [administrator],
    links: [
      { label: 'common.manage', to: '/services' },
      { label: 'common.add', to: '/services/new' },
    ],
  },
  {
    id: 'venues',
    title: 'nav.venues',
    icon: IconMapPin,
    roles: [administrator],
    links: [
      { label: 'common.manage', to: '/venues' },
      { label: 'common.add', to: '/venues/new' },
    ],
  },
  { id: 'reports', title: 'nav.reports', icon: IconChartBar, roles: [administrator], links: [{ label: 'common.view', to: '/reports' }] },
];
