import { MultiSelect } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldErrors } from '../../../components/form/field-mark.tsx';
import { fieldMessages } from '../../../components/form/field-status.ts';
import { useProgramOptions } from '../api/get-program-options.ts';

interface ProgramMultiSelectProps<T extends FieldValues, Output extends FieldValues> {
  control: Control<T, unknown, Output>;
  /** A field holding a list of program ids. */
  name: FieldPath<T>;
  label: string;
  description: string;
  /** Shown while none is chosen: what none means ("All programs"). */
  noneChosen: string;
}

/** A form's list of programs, chosen by name from every program (a station's, a calendar feed's). */
export function ProgramMultiSelect<T extends FieldValues, Output extends FieldValues>({
  control,
  name,
  label,
  description,
  noneChosen,
}: ProgramMultiSelectProps<T, Output>) {
  const programs = useProgramOptions();
  const {
    field: { ref, ...input },
    fieldState,
  } = useController({ control, name });
  const chosen = ((input.value as number[] | undefined) ?? []).map(String);
  const messages = fieldMessages(fieldState.error);
  return (
    <MultiSelect
      ref={ref}
      name={input.name}
      label={label}
      description={description}
      placeholder={chosen.length === 0 ? noneChosen : undefined}
      data={(programs.data?.programs ?? []).map((program) => ({ value: String(program.id), label: program.name }))}
      value={chosen}
      onChange={(ids) => input.onChange(ids.map(Number))}
      onBlur={input.onBlur}
      error={messages.length > 0 ? <FieldErrors messages={messages} /> : undefined}
      searchable
      hidePickedOptions
    />
  );
}
