import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { ROLE_IDS, messages, type MemberWithPickups } from '@console/contracts';
import { useMember } from '../../../entities/members/api/get-member.ts';
import { toMemberFormValues, type MemberFormOutput, type MemberFormValues } from '../form-values.ts';
import { MemberForm } from './member-form.tsx';
import { RecordLoadState } from '../../../components/record-load-state.tsx';
import { MemberQrCard } from './member-qr-card.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { MemberHistoryPanel } from './member-history-panel.tsx';
import { MemberHouseholds } from './member-households.tsx';
import { MemberEventsPanel } from './member-events-panel.tsx';

interface MemberDetailsProps {
  code: number;
}

/** Member Details: the member's QR card, the member form with every field disabled, their households and their events. */
export function MemberDetails({ code }: MemberDetailsProps) {
  const member = useMember(code);
  const session = useSession();
  if (!member.data) return <RecordLoadState error={member.error} thing="member" notFoundMessage={messages.members.notFound} />;
  return (
    <Stack gap="lg">
      <MemberQrCard member={member.data} />
      <MemberDetailsForm key={member.dataUpdatedAt} member={member.data} />
      <MemberHouseholds households={member.data.households} />
      <MemberEventsPanel code={code} />
      {session?.roleId === ROLE_IDS.administrator && <MemberHistoryPanel code={code} />}
    </Stack>
  );
}

interface MemberDetailsFormProps {
  member: MemberWithPickups;
}

function MemberDetailsForm({ member }: MemberDetailsFormProps) {
  const form = useForm<MemberFormValues, unknown, MemberFormOutput>({ defaultValues: toMemberFormValues(member) });
  return <MemberForm form={form} mode="view" code={member.code} />;
}
