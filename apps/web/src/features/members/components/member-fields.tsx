import { civilStatusName, roleName } from '../../../entities/reference/model/fixed-names.ts';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useWatch, type Control } from 'react-hook-form';
import { GENDERS, roleSignsIn } from '@console/contracts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useCivilStatuses } from '../../../entities/reference/api/get-civil-statuses.ts';
import { useRoles } from '../../../entities/reference/api/get-roles.ts';
import { localDay } from '../../../lib/dates.ts';
import type { MemberFormMode, MemberFormOutput, MemberFormValues } from '../form-values.ts';
import { useTranslation } from 'react-i18next';

interface MemberFieldsProps {
  control: Control<MemberFormValues, unknown, MemberFormOutput>;
  mode: MemberFormMode;
  code?: number;
  /** After another role is chosen: the email, required of some roles only, is checked again. */
  onRoleChange?: () => void;
}

/**
 * Code, role, names, contact and personal details: two columns on wide screens, one on narrow.
 * The email is required of the roles that sign in, optional for anyone else (a child has none).
 */
export function MemberFields({ control, mode, code, onRoleChange }: MemberFieldsProps) {
  const { t } = useTranslation();
  const roleId = useWatch({ control, name: 'roleId' });
  const emailRequired = typeof roleId === 'number' && roleSignsIn(roleId);
  const roles = useRoles();
  const civilStatuses = useCivilStatuses();
  const disabled = mode === 'view';
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: roleName(t, role.id, role.name) }));
  const genderOptions = GENDERS.map((gender) => ({ value: gender, label: t(`members.gender.${gender}`) }));
  const civilStatusOptions = (civilStatuses.data ?? []).map((status) => ({
    value: status.id,
    label: civilStatusName(t, status.id, status.name),
  }));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {mode !== 'new' && <TextInput label={t('members.field.code')} value={code ?? ''} disabled readOnly />}
      <SelectField
        control={control}
        name="roleId"
        label={t('members.field.role')}
        options={roleOptions}
        placeholder={t('members.placeholder.role')}
        required
        disabled={disabled}
        onChosen={onRoleChange}
      />
      <TextField control={control} name="firstName" label={t('members.field.firstName')} autoComplete="off" required disabled={disabled} />
      <TextField control={control} name="lastName" label={t('members.field.lastName')} autoComplete="off" required disabled={disabled} />
      <TextField
        control={control}
        name="email"
        label={t('members.field.email')}
        type="email"
        autoComplete="off"
        required={emailRequired}
        description={emailRequired || disabled ? undefined : t('members.emailOptional')}
        disabled={disabled}
        showPending
      />
      <TextField control={control} name="phones" label={t('members.field.phones')} type="tel" autoComplete="off" disabled={disabled} />
      <SelectField
        control={control}
        name="gender"
        label={t('members.field.gender')}
        options={genderOptions}
        placeholder={t('members.placeholder.gender')}
        disabled={disabled}
      />
      <TextField
        control={control}
        name="birthDate"
        label={t('members.field.birthDate')}
        type="date"
        // The picker offers no day after today; a later one typed is refused by the schema.
        max={localDay()}
        disabled={disabled}
      />
      <SelectField
        control={control}
        name="civilStatusId"
        label={t('members.field.civilStatus')}
        options={civilStatusOptions}
        placeholder={t('members.placeholder.civilStatus')}
        disabled={disabled}
      />
    </SimpleGrid>
  );
}
