import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import type { MemberWithPickups } from '@console/contracts';
import { useUpdateMember } from '../../../entities/members/api/update-member.ts';
import { useMemberForm } from '../hooks/use-member-form.ts';
import { memberSaveMessages, reportMemberSaveFailure } from '../save-feedback.ts';
import { toMemberFormValues, type MemberFormOutput } from '../form-values.ts';
import { MemberForm } from './member-form.tsx';

interface EditMemberFormProps {
  member: MemberWithPickups;
}

/** Edit Member: Save stays on the page; the form then shows what the server stored. */
export function EditMemberForm({ member }: EditMemberFormProps) {
  const form = useMemberForm(toMemberFormValues(member), member.code);
  const updateMember = useUpdateMember();

  async function handleValid(values: MemberFormOutput) {
    try {
      const saved = await updateMember.mutateAsync({ code: member.code, body: values });
      form.reset(toMemberFormValues(saved));
      reportSaveSuccess(memberSaveMessages, 'update');
    } catch (error) {
      reportMemberSaveFailure('update', error, form.setError);
    }
  }

  return (
    <MemberForm
      form={form}
      mode="edit"
      code={member.code}
      cancelTo={`/members/${member.code}`}
      saving={updateMember.isPending}
      onValid={handleValid}
      onInvalid={() => reportInvalidForm(memberSaveMessages, 'update')}
    />
  );
}
