import type { ImportHouseholdColumn, MemberImportField } from '@console/contracts';
import type { TFunction } from 'i18next';

const HOUSEHOLD_COLUMNS: readonly string[] = ['household', 'householdRole'] satisfies ImportHouseholdColumn[];

/**
 * A member field's label as the member form shows it (the status column is the list's), or an
 * import's household column's.
 */
export function fieldLabel(t: TFunction, field: string): string {
  if (field === 'status') return t('members.column.status');
  if (HOUSEHOLD_COLUMNS.includes(field)) return t(`memberImport.householdColumn.${field as ImportHouseholdColumn}`);
  return t(`members.field.${field as Exclude<MemberImportField, 'status'>}`, { defaultValue: field });
}
