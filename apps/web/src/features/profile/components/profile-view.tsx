import { messages } from '@console/contracts';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useMember } from '../../../entities/members/api/get-member.ts';
import { RecordLoadState } from '../../../components/record-load-state.tsx';
import { useTranslation } from 'react-i18next';

interface ProfileViewProps {
  code: number;
}

/** The signed-in member's code, names, email and phones, read-only. */
export function ProfileView({ code }: ProfileViewProps) {
  const { t } = useTranslation();
  const profile = useMember(code);
  if (!profile.data) return <RecordLoadState error={profile.error} thing="profile" notFoundMessage={messages.members.notFound} />;
  const member = profile.data;
  const fields = [
    [t('members.field.code'), String(member.code)],
    [t('members.field.firstName'), member.firstName],
    [t('members.field.lastName'), member.lastName],
    [t('members.field.email'), member.email ?? ''],
    [t('members.field.phones'), member.phones ?? ''],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {fields.map(([label, value]) => (
        <TextInput key={label} label={label} value={value} readOnly variant="filled" />
      ))}
    </SimpleGrid>
  );
}
