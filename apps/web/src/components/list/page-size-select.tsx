import { useId } from 'react';
import { Group, NativeSelect, Text } from '@mantine/core';

export interface PageSizeSelectProps {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
}

/** 'Rows per page' with the list's allowed page sizes. */
export function PageSizeSelect({ value, options, onChange }: PageSizeSelectProps) {
  const id = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text component="label" htmlFor={id} size="sm">
        Rows per page
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
