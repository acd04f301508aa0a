import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateHousehold } from '../../../entities/households/api/create-household.ts';
import {
  emptyHouseholdValues,
  householdFormSchema,
  type HouseholdFormOutput,
} from '../../../entities/households/model/household-form-values.ts';
import { householdSaveMessages, reportHouseholdSaveFailure } from '../save-feedback.ts';
import { HouseholdForm } from './household-form.tsx';

/** New Household: on success, a toast and the new household's page, where its members can be checked. */
export function NewHouseholdForm() {
  const form = useSchemaForm(householdFormSchema, emptyHouseholdValues());
  const createHousehold = useCreateHousehold();
  const navigate = useNavigate();

  async function handleValid(values: HouseholdFormOutput) {
    try {
      const household = await createHousehold.mutateAsync(values);
      reportSaveSuccess(householdSaveMessages, 'create');
      await navigate(`/households/${household.id}`);
    } catch (error) {
      reportHouseholdSaveFailure('create', error, form.setError, values.members.length);
    }
  }

  return (
    <HouseholdForm
      form={form}
      saving={createHousehold.isPending}
      onValid={handleValid}
      onInvalid={() => reportInvalidForm(householdSaveMessages, 'create')}
    />
  );
}
