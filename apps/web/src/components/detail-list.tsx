import { Group, Text } from '@mantine/core';

interface DetailListProps {
  /** Label and value pairs; those without a value are left out. */
  rows: readonly (readonly [label: string, value: string | null])[];
}

/** A record page's facts as a description list: "Phone: 555-0142", one a line, empty ones left out. */
export function DetailList({ rows }: DetailListProps) {
  return (
    <dl>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" fw={600} size="sm">
              {label}:
            </Text>
            <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-line' }}>
              {value}
            </Text>
          </Group>
        ))}
    </dl>
  );
}
