import { ActionIcon, Box, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FieldValues } from 'react-hook-form';
import type { ValidatedFieldProps } from '../../../components/form/use-validated-field.tsx';
import { SelectField, type SelectOption } from '../../../components/form/select-field.tsx';

interface OptionSelectProps<T extends FieldValues, TOut> extends ValidatedFieldProps<T, TOut> {
  options: readonly SelectOption[];
  placeholder: string;
  /** The plus button's name, e.g. 'New venue'. */
  addLabel: string;
  onAdd: () => void;
}

/** A select of the event form with a plus button that opens the modal creating a new option. */
export function OptionSelect<T extends FieldValues, TOut>({ addLabel, onAdd, ...selectProps }: OptionSelectProps<T, TOut>) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Box flex={1} miw={0}>
        <SelectField {...selectProps} />
      </Box>
      {/* The browser's own tooltip (title): the form loads no tooltip code. */}
      <ActionIcon variant="default" size={36} mt={24} aria-label={addLabel} title={addLabel} onClick={onAdd}>
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
