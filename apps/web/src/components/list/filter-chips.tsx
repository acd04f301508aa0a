import { Button, Group, Pill } from '@mantine/core';
import type { FilterGroup, FilterValues } from './filter-types.ts';
import { useTranslation } from 'react-i18next';

export interface FilterChipsProps<Key extends string> {
  groups: FilterGroup<Key>[];
  value: FilterValues<Key>;
  onRemove: (key: Key, optionValue: string) => void;
  onClear: () => void;
}

/** The filters in force as removable chips, and a Clear button for all of them. */
export function FilterChips<Key extends string>({ groups, value, onRemove, onClear }: FilterChipsProps<Key>) {
  const { t } = useTranslation();
  const chips = groups.flatMap((group) =>
    (value[group.key] ?? []).map((optionValue) => {
      const optionLabel = group.options.find((option) => option.value === optionValue)?.label ?? optionValue;
      return { key: group.key, optionValue, text: `${group.label}: ${optionLabel}` };
    }),
  );
  if (chips.length === 0) return null;

  return (
    <>
      <Group gap="xs" wrap="wrap" role="list" aria-label={t('list.filtersInForce')}>
        {chips.map((chip) => (
          <Pill
            key={`${chip.key}=${chip.optionValue}`}
            role="listitem"
            size="md"
            withRemoveButton
            onRemove={() => onRemove(chip.key, chip.optionValue)}
            removeButtonProps={{ tabIndex: 0, 'aria-hidden': false, 'aria-label': t('list.removeFilter', { filter: chip.text }) }}
          >
            {chip.text}
          </Pill>
        ))}
      </Group>
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {t('list.clear')}
      </Button>
    </>
  );
}
