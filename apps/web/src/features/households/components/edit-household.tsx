import { reportInvalidForm, reportSaveSuccess } from '../../../components/form/save-feedback.ts';
import { messages, type Household } from '@console/contracts';
import { RecordLoadState } from '../../../components/record-load-state.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useHousehold } from '../../../entities/households/api/get-household.ts';
import { useUpdateHousehold } from '../../../entities/households/api/update-household.ts';
import {
  householdFormSchema,
  toHouseholdFormValues,
  type HouseholdFormOutput,
} from '../../../entities/households/model/household-form-values.ts';
import { householdSaveMessages, reportHouseholdSaveFailure } from '../save-feedback.ts';
import { HouseholdForm } from './household-form.tsx';

/** Edit Household: loads the household, then shows the form. */
export function EditHousehold({ id }: { id: number }) {
  const household = useHousehold(id);
  if (!household.data) return <RecordLoadState error={household.error} thing="household" notFoundMessage={messages.households.notFound} />;
  return <EditHouseholdForm key={id} household={household.data} />;
}

/** Save stays on the page; the form then shows what the server stored (its members in the server's order). */
function EditHouseholdForm({ household }: { household: Household }) {
  const form = useSchemaForm(householdFormSchema, toHouseholdFormValues(household));
  const updateHousehold = useUpdateHousehold();

  async function handleValid(values: HouseholdFormOutput) {
    try {
      const saved = await updateHousehold.mutateAsync({ id: household.id, body: values });
      form.reset(toHouseholdFormValues(saved));
      reportSaveSuccess(householdSaveMessages, 'update');
    } catch (error) {
      reportHouseholdSaveFailure('update', error, form.setError, values.members.length);
    }
  }

  return (
    <HouseholdForm
      form={form}
      id={household.id}
      saving={updateHousehold.isPending}
      onValid={handleValid}
      onInvalid={() => reportInvalidForm(householdSaveMessages, 'update')}
    />
  );
}
