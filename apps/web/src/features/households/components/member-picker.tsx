import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Member } from '@console/contracts';
import { SearchPicker } from '../../../components/form/search-picker.tsx';
import { getMembersQueryOptions } from '../../../entities/members/api/get-members.ts';

/** How many members a search offers, as the members list's first page of 10. */
const FOUND_SHOWN = 10;
const SEARCH_DELAY_MS = 300;

interface MemberPickerProps {
  /** Members already listed, left out of the results. */
  chosen: readonly number[];
  onPick: (member: Member) => void;
}

/** Finds enabled members by name, email or phone, as the members list searches, and offers each to add. */
export function MemberPicker({ chosen, onPick }: MemberPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const found = useQuery({
    ...getMembersQueryOptions({
      page: 1,
      size: FOUND_SHOWN,
      sort: 'fullname',
      direction: 'asc',
      search: debounced,
      role: [],
      status: ['enabled'],
    }),
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
  });

  return (
    <SearchPicker
      label={t('households.findMember')}
      description={t('households.findMemberHint')}
      search={search}
      onSearchChange={setSearch}
      found={debounced === '' ? undefined : found.data?.members.filter((member) => !chosen.includes(member.code))}
      noneFound={t('households.noMemberFound')}
      foundLabel={t('households.membersFound')}
      describe={(member) => ({ key: member.code, name: member.fullname })}
      action={{ text: t('common.add'), icon: <IconPlus size={14} aria-hidden />, label: ({ name }) => t('households.addOne', { name }) }}
      onPick={onPick}
    />
  );
}
