import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { reportSaveFailure, saveMessages, type SaveAction } from '../../components/form/save-feedback.ts';
import { householdFormFields, type HouseholdFormValues } from '../../entities/households/model/household-form-values.ts';

export const householdSaveMessages = saveMessages('Household');

/**
 * A refused save: the reply's field errors on their fields (the members list, a member's row, the
 * primary contact) and the toast; what was typed stays in the form.
 */
export function reportHouseholdSaveFailure(
  action: SaveAction,
  error: unknown,
  setError: UseFormSetError<HouseholdFormValues>,
  memberCount: number,
) {
  const fields = householdFormFields(memberCount) as readonly FieldPath<HouseholdFormValues>[];
  reportSaveFailure({ messages: householdSaveMessages, fields }, action, error, setError);
}
