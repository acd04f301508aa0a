import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Household } from '@console/contracts';
import { SearchPicker } from '../../../components/form/search-picker.tsx';
import { getHouseholdsQueryOptions } from '../../../entities/households/api/get-households.ts';

/** How many households a search offers, as the households list's first page of 10. */
const FOUND_SHOWN = 10;
const SEARCH_DELAY_MS = 300;

interface HouseholdPickerProps {
  onPick: (household: Household) => void;
}

/** Finds households by their name, a member's name or a phone, as the households list searches, and offers each to choose. */
export function HouseholdPicker({ onPick }: HouseholdPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const found = useQuery({
    ...getHouseholdsQueryOptions({ page: 1, size: FOUND_SHOWN, sort: 'name', direction: 'asc', search: debounced }),
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
  });

  return (
    <SearchPicker
      label={t('members.household.find')}
      description={t('members.household.findHint')}
      search={search}
      onSearchChange={setSearch}
      found={debounced === '' ? undefined : found.data?.households}
      noneFound={t('members.household.noneFound')}
      foundLabel={t('members.household.found')}
      describe={(household) => ({ key: household.id, name: household.name })}
      action={{ text: t('members.household.choose'), label: ({ name }) => t('members.household.chooseOne', { name }) }}
      onPick={onPick}
    />
  );
}
