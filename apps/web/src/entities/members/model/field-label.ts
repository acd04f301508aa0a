import type { MemberImportField } from '@console/contracts';
import type { TFunction } from 'i18next';

/** A member field's label as the member form shows it (the status column is the list's). */
export function fieldLabel(t: TFunction, field: string): string {
  if (field === 'status') return t('members.column.status');
  return t(`members.field.${field as Exclude<MemberImportField, 'status'>}`, { defaultValue: field });
}
