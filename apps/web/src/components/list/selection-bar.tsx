import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

export interface SelectionBarProps {
  count: number;
  itemName: string;
  itemsName: string;
  actions?: ReactNode;
}

/** '2 members selected' and the bulk actions that apply to them. */
export function SelectionBar({ count, itemName, itemsName, actions }: SelectionBarProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" mb="xs">
      <Text size="sm" aria-live="polite" role="status">
        {`${count} ${count === 1 ? itemName : itemsName} selected`}
      </Text>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
