import { SimpleGrid, TextInput } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { GENDERS } from '@console/contracts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useCivilStatuses } from '../../../entities/reference/api/get-civil-statuses.ts';
import { useRoles } from '../../../entities/reference/api/get-roles.ts';
import type { MemberFormMode, MemberFormOutput, MemberFormValues } from '../schemas.ts';

interface MemberFieldsProps {
  control: Control<MemberFormValues, unknown, MemberFormOutput>;
  mode: MemberFormMode;
  code?: number;
}

const genderOptions = GENDERS.map((gender) => ({ value: gender, label: gender }));

/** Code, role, names, contact and personal details: two columns on wide screens, one on narrow. */
export function MemberFields({ control, mode, code }: MemberFieldsProps) {
  const roles = useRoles();
  const civilStatuses = useCivilStatuses();
  const disabled = mode === 'view';
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: role.name }));
  const civilStatusOptions = (civilStatuses.data ?? []).map((status) => ({ value: status.id, label: status.name }));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {mode !== 'new' && <TextInput label="Code" value={code ?? ''} disabled readOnly />}
      <SelectField
        control={control}
        name="roleId"
        label="Role"
        options={roleOptions}
        placeholder="Select a role"
        required
        disabled={disabled}
      />
      <TextField control={control} name="firstName" label="First Name" autoComplete="off" required disabled={disabled} />
      <TextField control={control} name="lastName" label="Last Name" autoComplete="off" required disabled={disabled} />
      <TextField control={control} name="email" label="Email" type="email" autoComplete="off" required disabled={disabled} showPending />
      <TextField control={control} name="phones" label="Phones" type="tel" autoComplete="off" disabled={disabled} />
      <SelectField
        control={control}
        name="gender"
        label="Gender"
        options={genderOptions}
        placeholder="Select a gender"
        disabled={disabled}
      />
      <TextField control={control} name="birthDate" label="Birth Date" type="date" disabled={disabled} />
      <SelectField
        control={control}
        name="civilStatusId"
        label="Civil Status"
        options={civilStatusOptions}
        placeholder="Select a civil status"
        disabled={disabled}
      />
    </SimpleGrid>
  );
}
