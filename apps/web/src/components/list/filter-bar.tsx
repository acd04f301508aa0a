import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Popover } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { FilterChips } from './filter-chips.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { emptyFilters, type FilterGroup, type FilterValues } from './filter-types.ts';
import { useTranslation } from 'react-i18next';

export interface FilterBarProps<Key extends string> {
  groups: FilterGroup<Key>[];
  /** The filters in force (from the URL). */
  value: Partial<FilterValues<Key>>;
  /** Called with every group's values whenever the filters in force change. */
  onChange: (value: FilterValues<Key>) => void;
  /** More filters shown in the same panel (on a phone, the events list's dates); they apply as they change. */
  more?: ReactNode;
  /** How many of those are set, for the button's count. */
  moreCount?: number;
}

/**
 * A Filters button opening checkbox groups that take effect on Apply, then the filters in force
 * as removable chips with a Clear button.
 */
export function FilterBar<Key extends string>({ groups, value, onChange, more, moreCount = 0 }: FilterBarProps<Key>) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const current: FilterValues<Key> = { ...emptyFilters(groups), ...value };
  const count = groups.reduce((total, group) => total + current[group.key].length, moreCount);

  function handleApply(next: FilterValues<Key>) {
    setOpened(false);
    onChange(next);
  }

  function handleRemove(key: Key, optionValue: string) {
    onChange({ ...current, [key]: current[key].filter((item) => item !== optionValue) });
  }

  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Popover opened={opened} onChange={setOpened} position="bottom-start" trapFocus returnFocus shadow="md" hideDetached={false}>
        <Popover.Target>
          <Button
            variant="default"
            onClick={() => setOpened((isOpen) => !isOpen)}
            leftSection={<IconFilter size={16} aria-hidden />}
            rightSection={
              count > 0 ? (
                <Badge size="sm" circle>
                  {count}
                </Badge>
              ) : null
            }
            aria-label={count > 0 ? t('list.filtersApplied', { count }) : t('list.filters')}
          >
            {t('list.filters')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown miw={220}>
          <FilterPanel groups={groups} value={current} onApply={handleApply} />
          {more}
        </Popover.Dropdown>
      </Popover>
      <FilterChips groups={groups} value={current} onRemove={handleRemove} onClear={() => onChange(emptyFilters(groups))} />
    </Group>
  );
}
