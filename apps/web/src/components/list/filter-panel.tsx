import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, ScrollArea, Stack } from '@mantine/core';
import type { FilterGroup, FilterValues } from './filter-types.ts';
import { useTranslation } from 'react-i18next';

export interface FilterPanelProps<Key extends string> {
  groups: FilterGroup<Key>[];
  /** The filters in force, the starting point of the choice. */
  value: FilterValues<Key>;
  onApply: (value: FilterValues<Key>) => void;
}

/** Checkbox groups whose choice takes effect only on Apply. */
export function FilterPanel<Key extends string>({ groups, value, onApply }: FilterPanelProps<Key>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form onSubmit={handleSubmit} aria-label={t('list.chooseFilters')}>
      <Stack gap="md">
        {/* A parish's venues can be many: the groups scroll inside the panel, whose Apply stays in view. */}
        <ScrollArea.Autosize mah="60vh" type="auto" offsetScrollbars>
          <Stack gap="md">
            {groups.map((group) => (
              <Checkbox.Group
                key={group.key}
                label={group.label}
                value={draft[group.key] ?? []}
                onChange={(values) => setDraft((previous) => ({ ...previous, [group.key]: values }))}
              >
                <Stack gap={6} mt={6}>
                  {group.options.map((option) => (
                    <Checkbox key={option.value} value={option.value} label={option.label} />
                  ))}
                </Stack>
              </Checkbox.Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button type="submit" size="sm">
            {t('list.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
