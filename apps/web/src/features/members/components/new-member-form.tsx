import { useNavigate } from 'react-router';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useCreateMember } from '../../../entities/members/api/create-member.ts';
import { useMemberForm } from '../hooks/use-member-form.ts';
import { memberSaveMessages, reportMemberSaveFailure } from '../save-feedback.ts';
import { emptyMemberValues, type MemberFormOutput } from '../form-values.ts';
import { MemberForm } from './member-form.tsx';

/** New Member: on success, a toast and the new member's details page. */
export function NewMemberForm() {
  const form = useMemberForm(emptyMemberValues());
  const createMember = useCreateMember();
  const navigate = useNavigate();

  async function handleValid(values: MemberFormOutput) {
    try {
      const member = await createMember.mutateAsync(values);
      toast.success(memberSaveMessages.create.success);
      navigate(`/members/${member.code}`);
    } catch (error) {
      reportMemberSaveFailure('create', error, form.setError);
    }
  }

  return (
    <MemberForm
      form={form}
      mode="new"
      cancelTo="/members"
      saving={createMember.isPending}
      onValid={handleValid}
      onInvalid={() => toast.danger(memberSaveMessages.create.checkErrors)}
    />
  );
}
