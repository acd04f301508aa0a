import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Session } from '@console/contracts';
import { useLogout } from '../../features/auth/api/logout.ts';

interface UserMenuProps {
  session: Session;
}

function initials(session: Session) {
  return `${session.firstName.trim().charAt(0)}${session.lastName.trim().charAt(0)}`.toUpperCase();
}

/** Round avatar with initials (plus the first word of the first name on wide screens) and the user's entries. */
export function UserMenu({ session }: UserMenuProps) {
  const logout = useLogout();
  const firstWord = session.firstName.trim().split(/\s+/)[0];

  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <UnstyledButton aria-label={`User menu for ${session.firstName} ${session.lastName}`}>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" color="brand" variant="filled">
              {initials(session)}
            </Avatar>
            <Text fw={500} visibleFrom="sm">
              {firstWord}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/profile/change-password" leftSection={<IconKey size={16} />}>
          Change Password
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={logout} leftSection={<IconLogout size={16} />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
