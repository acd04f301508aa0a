import { IconBuildingCommunity, IconCalendarEvent, IconChartBar, IconHeartHandshake, IconMapPin, IconUsers } from '@tabler/icons-react';
import { ROLE_IDS } from '@console/contracts';

const { administrator, coordinator } = ROLE_IDS;

/** The home dashboard's cards (product-spec section 2), each tagged with the roles that see it. */
export const HOME_CARDS = [
  {
    title: 'Events',
    icon: IconCalendarEvent,
    roles: [administrator, coordinator],
    links: [
      { label: 'Manage', to: '/events?sort=start-date&direction=desc' },
      { label: 'Add', to: '/events/new' },
    ],
  },
  {
    title: 'Members',
    icon: IconUsers,
    roles: [administrator, coordinator],
    links: [
      { label: 'Manage', to: '/members' },
      { label: 'Add', to: '/members/new' },
    ],
  },
  {
    title: 'Programs',
    icon: IconBuildingCommunity,
    roles: [administrator],
    links: [
      { label: 'Manage', to: '/programs' },
      { label: 'Add', to: '/programs/new' },
    ],
  },
  {
    title: 'Services',
    icon: IconHeartHandshake,
    roles: [administrator],
    links: [
      { label: 'Manage', to: '/services' },
      { label: 'Add', to: '/services/new' },
    ],
  },
  {
    title: 'Venues',
    icon: IconMapPin,
    roles: [administrator],
    links: [
      { label: 'Manage', to: '/venues' },
      { label: 'Add', to: '/venues/new' },
    ],
  },
  { title: 'Reports', icon: IconChartBar, roles: [administrator], links: [{ label: 'View', to: '/reports' }] },
] as const;
