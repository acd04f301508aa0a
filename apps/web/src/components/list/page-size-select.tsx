import { useId } from 'react';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PageSizeSelectProps {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
}

/** 'Rows per page' with the list's allowed page sizes. */
export function PageSizeSelect({ value, options, onChange }: PageSizeSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text component="label" htmlFor={id} size="sm">
        {t('list.pageSize')}
      </Text>
      <NativeSelect
        id={id}
        size="sm"
        value={String(value)}
        data={options.map(String)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </Group>
  );
}
