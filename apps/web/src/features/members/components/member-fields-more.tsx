import { Group, SimpleGrid } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { MEMBER_FIELDS, MEMBER_INPUT_FIELDS, memberFieldsWith, type MemberFieldsWhere } from '@console/contracts';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import type { MemberFormMode, MemberFormOutput, MemberFormValues } from '../form-values.ts';
import { useTranslation } from 'react-i18next';

interface MemberFieldsMoreProps {
  control: Control<MemberFormValues, unknown, MemberFormOutput>;
  mode: MemberFormMode;
}

/** The text fields drawn from the member fields' list (the others have inputs of their own), in its order. */
const TEXTS = MEMBER_INPUT_FIELDS.filter((field): field is MemberFieldsWhere<{ form: 'line' | 'paragraph' }> =>
  ['line', 'paragraph'].includes(MEMBER_FIELDS[field].form),
);
const SWITCHES = memberFieldsWith('form', 'switch');

/** Work, interests and health notes, then the switches (Enabled, which only a change sends, outside New). */
export function MemberFieldsMore({ control, mode }: MemberFieldsMoreProps) {
  const { t } = useTranslation();
  const disabled = mode === 'view';
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {TEXTS.map((field) => {
          const Field = MEMBER_FIELDS[field].form === 'line' ? TextField : TextareaField;
          return <Field key={field} control={control} name={field} label={t(`members.field.${field}`)} disabled={disabled} />;
        })}
      </SimpleGrid>
      <Group gap="xl">
        {SWITCHES.filter((field) => mode !== 'new' || MEMBER_FIELDS[field].input === 'create').map((field) => (
          <SwitchField key={field} control={control} name={field} label={t(`members.field.${field}`)} disabled={disabled} />
        ))}
      </Group>
    </>
  );
}
