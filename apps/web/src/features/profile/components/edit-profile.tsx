import { messages } from '@console/contracts';
import { useMember } from '../../../entities/members/api/get-member.ts';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { RecordLoadState } from '../../../components/record-load-state.tsx';

interface EditProfileProps {
  code: number;
}

/** Loads the signed-in member, then offers the edit form (kept as typed across refetches). */
export function EditProfile({ code }: EditProfileProps) {
  const profile = useMember(code);
  if (!profile.data) return <RecordLoadState error={profile.error} thing="profile" notFoundMessage={messages.members.notFound} />;
  return <ProfileEditForm key={code} member={profile.data} />;
}
