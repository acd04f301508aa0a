import { TextInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { FieldMark } from '../../../components/form/field-mark.tsx';
import { useValidatedField, type ValidatedFieldProps } from '../../../components/form/use-validated-field.tsx';

interface DateTimeFieldProps<T extends FieldValues, TOut> extends ValidatedFieldProps<T, TOut> {
  type: 'date' | 'time';
  /** Called after the field is left, e.g. to re-check the end against a changed start. */
  onBlur?: () => void;
}

/**
 * The browser's own date or time input ('YYYY-MM-DD' / 'HH:mm' in local time), labelled, with a
 * success or error mark: keyboard friendly, and nothing to load.
 */
export function DateTimeField<T extends FieldValues, TOut>(props: DateTimeFieldProps<T, TOut>) {
  const { label, required, disabled, type, onBlur } = props;
  const { ref, input, status, feedback } = useValidatedField(props);

  function handleBlur() {
    input.onBlur();
    onBlur?.();
  }

  return (
    <TextInput
      ref={ref}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={handleBlur}
      label={label}
      type={type}
      required={required}
      disabled={disabled}
      {...feedback}
      rightSectionWidth={56}
      rightSection={<FieldMark status={status === 'pending' ? 'idle' : status} label={label} />}
    />
  );
}
