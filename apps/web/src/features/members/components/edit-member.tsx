import { Stack } from '@mantine/core';
import { ROLE_IDS, type Member } from '@console/contracts';
import { useSession } from '../../../lib/session-store.ts';
import { useMember } from '../../../entities/members/api/get-member.ts';
import { EditMemberForm } from './edit-member-form.tsx';
import { messages } from '@console/contracts';
import { RecordLoadState } from '../../../components/record-load-state.tsx';
import { SetPasswordPanel } from './set-password-panel.tsx';

interface EditMemberProps {
  code: number;
}

const staffRoleIds: readonly number[] = [ROLE_IDS.administrator, ROLE_IDS.coordinator];

/** Only an Administrator may give a password, and only staff (who sign in) need one. */
function canSetPassword(sessionRoleId: number | undefined, member: Member) {
  return sessionRoleId === ROLE_IDS.administrator && staffRoleIds.includes(member.roleId);
}

/** Edit Member: the form, and for an Administrator editing staff, the Set password panel. */
export function EditMember({ code }: EditMemberProps) {
  const member = useMember(code);
  const session = useSession();
  if (!member.data) return <RecordLoadState error={member.error} thing="member" notFoundMessage={messages.members.notFound} />;
  return (
    <Stack gap="xl">
      <EditMemberForm key={code} member={member.data} />
      {canSetPassword(session?.roleId, member.data) && <SetPasswordPanel code={code} />}
    </Stack>
  );
}
