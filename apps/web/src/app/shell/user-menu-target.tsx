import type { ComponentPropsWithRef } from 'react';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Session } from '@console/contracts';

function initials(session: Session) {
  return `${session.firstName.trim().charAt(0)}${session.lastName.trim().charAt(0)}`.toUpperCase();
}

/**
 * The user menu's button: a round avatar with initials, plus the first word of the first name on
 * wide screens. The frame shows it before the menu's code is loaded, and the menu wraps it after.
 */
export function UserMenuTarget({ session, ...button }: { session: Session } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const firstWord = session.firstName.trim().split(/\s+/)[0];
  return (
    <UnstyledButton aria-label={t('userMenu.label', { name: `${session.firstName} ${session.lastName}` })} {...button}>
      <Group gap="xs" wrap="nowrap">
        {/* The initials are a picture of the name the label says in full (WCAG 2.5.3, label in name). */}
        <Avatar radius="xl" color="brand" variant="filled" aria-hidden>
          {initials(session)}
        </Avatar>
        <Text fw={500} visibleFrom="sm">
          {firstWord}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
