import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CheckInCountersProps {
  registered: number;
  checked: number;
  /** Checked in and not out: known only once the event's live stream has pushed it. */
  present: number | null;
}

function Counter({ name, label, value }: { name: string; label: string; value: number }) {
  const { i18n } = useTranslation();
  const id = `check-in-counter-${name}`;
  return (
    <Paper withBorder p="sm" miw={140} role="group" aria-labelledby={id}>
      <Text id={id} size="sm" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz={36} fw={700} lh={1.1} aria-live="polite" data-testid={`${name}-count`}>
        {new Intl.NumberFormat(i18n.language).format(value)}
      </Text>
    </Paper>
  );
}

/** The event's attendance counts, refreshed after every check-in; who is present while the live stream says. */
export function CheckInCounters({ registered, checked, present }: CheckInCountersProps) {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      <Counter name="registered" label={t('checkIn.counter.registered')} value={registered} />
      <Counter name="checked" label={t('checkIn.counter.checked')} value={checked} />
      {present !== null && <Counter name="present" label={t('checkIn.counter.present')} value={present} />}
    </Group>
  );
}
