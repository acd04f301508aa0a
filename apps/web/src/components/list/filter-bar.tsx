import { useState } from 'react';
import { Badge, Button, Group, Popover } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { FilterChips } from './filter-chips.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { emptyFilters, type FilterGroup, type FilterValues } from './filter-types.ts';

export interface FilterBarProps<Key extends string> {
  groups: FilterGroup<Key>[];
  /** The filters in force (from the URL). */
  value: Partial<FilterValues<Key>>;
  /** Called with every group's values whenever the filters in force change. */
  onChange: (value: FilterValues<Key>) => void;
}

/**
 * A Filters button opening checkbox groups that take effect on Apply, then the filters in force
 * as removable chips with a Clear button.
 */
export function FilterBar<Key extends string>({ groups, value, onChange }: FilterBarProps<Key>) {
  const [opened, setOpened] = useState(false);
  const current: FilterValues<Key> = { ...emptyFilters(groups), ...value };
  const count = groups.reduce((total, group) => total + current[group.key].length, 0);

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
            aria-label={count > 0 ? `Filters, ${count} applied` : 'Filters'}
          >
            Filters
          </Button>
        </Popover.Target>
        <Popover.Dropdown miw={220}>
          <FilterPanel groups={groups} value={current} onApply={handleApply} />
        </Popover.Dropdown>
      </Popover>
      <FilterChips groups={groups} value={current} onRemove={handleRemove} onClear={() => onChange(emptyFilters(groups))} />
    </Group>
  );
}
