import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SelectionBarProps {
  count: number;
  itemName: string;
  itemsName: string;
  actions?: ReactNode;
}

/** '2 members selected' and the bulk actions that apply to them. */
export function SelectionBar({ count, itemName, itemsName, actions }: SelectionBarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" mb="xs">
      <Text size="sm" aria-live="polite" role="status">
        {t('list.selected', { count, item: itemName, items: itemsName })}
      </Text>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
