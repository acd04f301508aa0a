import { Group, Paper, Text } from '@mantine/core';

interface CheckInCountersProps {
  registered: number;
  checked: number;
}

function Counter({ label, value }: { label: string; value: number }) {
  const id = `check-in-counter-${label.toLowerCase()}`;
  return (
    <Paper withBorder p="sm" miw={140} role="group" aria-labelledby={id}>
      <Text id={id} size="sm" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz={36} fw={700} lh={1.1} aria-live="polite" data-testid={`${label.toLowerCase()}-count`}>
        {value}
      </Text>
    </Paper>
  );
}

/** The event's attendance counts, refreshed after every check-in. */
export function CheckInCounters({ registered, checked }: CheckInCountersProps) {
  return (
    <Group gap="md">
      <Counter label="Registered" value={registered} />
      <Counter label="Checked" value={checked} />
    </Group>
  );
}
