import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';

export interface PickedItem {
  /** Its code or id, shown after the name as "#12". */
  key: number;
  name: string;
}

interface SearchPickerProps<Item> {
  label: string;
  description: string;
  search: string;
  onSearchChange: (search: string) => void;
  /** What the search found, once it has been asked (undefined before, or with nothing to search). */
  found: readonly Item[] | undefined;
  /** Said when the search found nothing. */
  noneFound: string;
  /** The accessible name of the list of what was found. */
  foundLabel: string;
  describe: (item: Item) => PickedItem;
  action: { text: string; icon?: ReactNode; label: (item: PickedItem) => string };
  onPick: (item: Item) => void;
}

/**
 * A search box and what it found, each with a button to pick it: the households form's members,
 * New Member's household. The caller runs the search (debounced) and leaves out what is picked.
 */
export function SearchPicker<Item>(props: SearchPickerProps<Item>) {
  const { label, description, search, onSearchChange, found, noneFound, foundLabel, describe, action, onPick } = props;
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={label}
        description={description}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter here searches (it already does as one types); it must not submit the form around it.
          if (event.key === 'Enter') event.preventDefault();
        }}
        autoComplete="off"
      />
      {found && found.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {noneFound}
        </Text>
      )}
      {found && found.length > 0 && (
        <Stack gap={4} role="list" aria-label={foundLabel}>
          {found.map((item) => {
            const { key, name } = describe(item);
            return (
              <Group key={key} role="listitem" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  {name}{' '}
                  <Text span size="sm" c="dimmed">
                    #{key}
                  </Text>
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={action.icon}
                  aria-label={action.label({ key, name })}
                  onClick={() => onPick(item)}
                >
                  {action.text}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
