import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { roleByAge, type HouseholdRole } from '@console/contracts';
import { serverMessagesOf } from '../../../components/form/apply-server-errors.ts';
import { localDay } from '../../../entities/households/model/age.ts';
import { useCreateMember } from '../../../entities/members/api/create-member.ts';
import { useMemberForm } from '../hooks/use-member-form.ts';
import { memberSaveMessages, reportMemberSaveFailure } from '../save-feedback.ts';
import { emptyMemberValues, type MemberFormOutput } from '../form-values.ts';
import { MemberForm } from './member-form.tsx';
import { NewMemberHousehold, type HouseholdChoice } from './new-member-household.tsx';

/** What the server says of the household, under these fields. */
const HOUSEHOLD_FIELDS = ['household', 'household.id', 'household.role'];

interface NewMemberFormProps {
  /** The household whose page opened the form: chosen at first, and where Save and Cancel go back to. */
  from?: HouseholdChoice | undefined;
}

/**
 * New Member, with the household they may join: on success, a toast and the new member's details
 * page, or the household's page when the form was opened from it.
 */
export function NewMemberForm({ from }: NewMemberFormProps) {
  const form = useMemberForm(emptyMemberValues());
  const createMember = useCreateMember();
  const navigate = useNavigate();
  const [household, setHousehold] = useState<HouseholdChoice | null>(from ?? null);
  // Null until one is chosen: until then the birth date guesses it.
  const [chosenRole, setChosenRole] = useState<HouseholdRole | null>(null);
  const [householdErrors, setHouseholdErrors] = useState<readonly string[]>([]);
  const birthDate = useWatch({ control: form.control, name: 'birthDate' });
  const role = chosenRole ?? roleByAge(birthDate || null, localDay());

  function handleHouseholdChange(next: HouseholdChoice | null) {
    setHousehold(next);
    setHouseholdErrors([]);
  }

  async function handleValid(values: MemberFormOutput) {
    const joined = household && { id: household.id, role: chosenRole ?? roleByAge(values.birthDate, localDay()) };
    setHouseholdErrors([]);
    try {
      const member = await createMember.mutateAsync({ ...values, pickups: values.pickups ?? [], household: joined });
      reportSaveSuccess(memberSaveMessages, 'create');
      await navigate(from && joined ? `/households/${joined.id}` : `/members/${member.code}`);
    } catch (error) {
      const refused = serverMessagesOf(error, HOUSEHOLD_FIELDS);
      setHouseholdErrors(refused);
      reportMemberSaveFailure('create', error, form.setError, refused.length > 0);
    }
  }

  return (
    <MemberForm
      form={form}
      mode="new"
      cancelTo={from ? `/households/${from.id}` : '/members'}
      saving={createMember.isPending}
      onValid={handleValid}
      onInvalid={() => reportInvalidForm(memberSaveMessages, 'create')}
    >
      <NewMemberHousehold
        household={household}
        role={role}
        errors={householdErrors}
        onHouseholdChange={handleHouseholdChange}
        onRoleChange={setChosenRole}
      />
    </MemberForm>
  );
}
