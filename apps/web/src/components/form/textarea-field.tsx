import { Textarea } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { FieldMark } from './field-mark.tsx';
import { useValidatedField, type ValidatedFieldProps } from './use-validated-field.tsx';

/** A labelled multi-line input (the user can make it taller) with a success or error mark. */
export function TextareaField<T extends FieldValues, TOut>(props: ValidatedFieldProps<T, TOut>) {
  const { label, required, disabled } = props;
  const { ref, input, status, feedback } = useValidatedField(props);
  return (
    <Textarea
      ref={ref}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      label={label}
      required={required}
      disabled={disabled}
      rows={3}
      resize="vertical"
      {...feedback}
      rightSection={<FieldMark status={status === 'pending' ? 'idle' : status} label={label} />}
    />
  );
}
