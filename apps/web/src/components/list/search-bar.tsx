import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_MAX_LENGTH } from '@console/contracts';
import { useTranslation } from 'react-i18next';

export interface SearchBarProps {
  /** The search in force (from the URL); the box shows it again when it changes. */
  value: string;
  /** Runs a search; an empty text clears it. */
  onSearch: (text: string) => void;
  label?: string;
  placeholder?: string;
}

/** A labelled search box: Enter or the Search button runs it, the X button clears it. */
export function SearchBar({ value, onSearch, label, placeholder }: SearchBarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // Back/forward or a cleared list changes the search in force: show it instead of the old draft.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  function handleClear() {
    setText('');
    onSearch('');
  }

  return (
    <form role="search" aria-label={label ?? t('list.search')} onSubmit={handleSubmit} style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={label ?? t('list.search')}
          placeholder={placeholder ?? t('list.search')}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={text || value ? <CloseButton size="sm" aria-label={t('list.clearSearch')} onClick={handleClear} /> : null}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit">{t('list.search')}</Button>
      </Group>
    </form>
  );
}
