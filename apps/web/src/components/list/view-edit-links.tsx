import { ActionIcon, Group } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionTip } from './action-tip.tsx';

interface ViewEditLinksProps {
  /** The record's page; its edit page is `${to}/edit`. */
  to: string;
  /** What the links name for a screen reader: 'View Ana Pérez', 'Edit Ana Pérez'. */
  name: string;
}

/** A list row's View and Edit links (members, programs). */
export function ViewEditLinks({ to, name }: ViewEditLinksProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionTip label={t('common.view')}>
        <ActionIcon component={Link} to={to} variant="subtle" aria-label={t('list.viewOne', { name })}>
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </ActionTip>
      <ActionTip label={t('common.edit')}>
        <ActionIcon component={Link} to={`${to}/edit`} variant="subtle" aria-label={t('list.editOne', { name })}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </ActionTip>
    </Group>
  );
}
