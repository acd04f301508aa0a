import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DATE_FILTER_KEYS, type DateFilterKey, type DateFilterValues } from '../../../entities/events/api/get-events.ts';

interface EventDateFiltersProps {
  value: DateFilterValues;
  onChange: (key: DateFilterKey, day: string) => void;
  onClear: () => void;
}

/**
 * The events list's four date filters ('before' and 'after' include the day itself). Each takes
 * effect once a whole day is chosen; the page keeps the days in the URL.
 */
export function EventDateFilters({ value, onChange, onClear }: EventDateFiltersProps) {
  const { t } = useTranslation();
  const anySet = DATE_FILTER_KEYS.some((key) => value[key] !== '');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('events.dateFilters')}>
      {DATE_FILTER_KEYS.map((key) => (
        <TextInput
          key={key}
          type="date"
          label={t(`events.dateFilter.${key}`)}
          value={value[key]}
          size="xs"
          w={150}
          onChange={(event) => {
            const day = event.currentTarget.value;
            // A date input reports '' while a day is only half typed: wait for a whole one.
            if (day !== '' || event.currentTarget.validity.valid) onChange(key, day);
          }}
        />
      ))}
      {anySet && (
        <Button variant="subtle" size="xs" onClick={onClear}>
          {t('events.clearDates')}
        </Button>
      )}
    </Group>
  );
}
