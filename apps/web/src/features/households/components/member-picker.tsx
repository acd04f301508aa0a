import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Member } from '@console/contracts';
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
  const offered = debounced === '' ? [] : (found.data?.members ?? []).filter((member) => !chosen.includes(member.code));

  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={t('households.findMember')}
        description={t('households.findMemberHint')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter here searches (it already does as one types); it must not save the household.
          if (event.key === 'Enter') event.preventDefault();
        }}
        autoComplete="off"
      />
      {debounced !== '' && found.data && offered.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t('households.noMemberFound')}
        </Text>
      )}
      {offered.length > 0 && (
        <Stack gap={4} role="list" aria-label={t('households.membersFound')}>
          {offered.map((member) => (
            <Group key={member.code} role="listitem" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                {member.fullname}{' '}
                <Text span size="sm" c="dimmed">
                  #{member.code}
                </Text>
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden />}
                aria-label={t('households.addOne', { name: member.fullname })}
                onClick={() => onPick(member)}
              >
                {t('common.add')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
