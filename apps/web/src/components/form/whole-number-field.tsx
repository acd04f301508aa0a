import { NumberInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { FieldMark } from './field-mark.tsx';
import { useValidatedField, type ValidatedFieldProps } from './use-validated-field.tsx';

interface WholeNumberFieldProps<T extends FieldValues, TOut> extends ValidatedFieldProps<T, TOut> {
  min?: number;
  max?: number;
  /** Called after the field is left and validated, e.g. to re-check a bound against this one. */
  onBlur?: () => void;
}

/**
 * A labelled input of an optional whole number, null when empty, with a success or error mark and
 * every failing rule's message. A number out of range is kept as typed (not clamped) so that the
 * schema's message says why it is refused; arrow keys step by one.
 */
export function WholeNumberField<T extends FieldValues, TOut>(props: WholeNumberFieldProps<T, TOut>) {
  const { label, required, disabled, min, max, onBlur } = props;
  const { ref, input, status, feedback } = useValidatedField(props);

  // Mantine answers '' for an empty input and text for a number past JavaScript's safe integers.
  function handleChange(value: number | string) {
    input.onChange(typeof value === 'number' ? value : value === '' ? null : Number(value));
  }

  function handleBlur() {
    input.onBlur();
    onBlur?.();
  }

  return (
    <NumberInput
      ref={ref}
      name={input.name}
      value={input.value ?? ''}
      onChange={handleChange}
      onBlur={handleBlur}
      label={label}
      required={required}
      disabled={disabled}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={min === undefined || min < 0}
      clampBehavior="none"
      hideControls
      {...feedback}
      rightSection={<FieldMark status={status} label={label} />}
    />
  );
}
