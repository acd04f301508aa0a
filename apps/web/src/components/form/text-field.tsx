import { TextInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { FieldMark } from './field-mark.tsx';
import { useValidatedField, type ValidatedFieldProps } from './use-validated-field.tsx';

interface TextFieldProps<T extends FieldValues, TOut> extends ValidatedFieldProps<T, TOut> {
  /** `date` and `time` are the browser's own pickers ('YYYY-MM-DD' / 'HH:mm' in local time). */
  type?: 'text' | 'email' | 'tel' | 'date' | 'time';
  autoComplete?: string;
  maxLength?: number;
  /** A date picker's last day ('YYYY-MM-DD'); the form's schema still judges what is typed. */
  max?: string;
  /** Show a "checking" mark while an asynchronous rule (a server check) runs. */
  showPending?: boolean;
  /** Help text under the label, e.g. when an optional field is needed. */
  description?: string;
  /** Called after the field is left and validated, e.g. to re-check an end against a changed start. */
  onBlur?: () => void;
}

/** A labelled text input with a success or error mark and every failing rule's message. */
export function TextField<T extends FieldValues, TOut>(props: TextFieldProps<T, TOut>) {
  const { label, required, disabled, type = 'text', autoComplete, maxLength, max, showPending, description, onBlur } = props;
  const { ref, input, status, feedback } = useValidatedField(props);
  const markStatus = status === 'pending' && !showPending ? 'idle' : status;

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
      description={description}
      type={type}
      autoComplete={autoComplete}
      maxLength={maxLength}
      max={max}
      required={required}
      disabled={disabled}
      {...feedback}
      // Date and time inputs draw their own picker icon, which needs room beside the mark.
      rightSectionWidth={type === 'date' || type === 'time' ? 56 : undefined}
      rightSection={<FieldMark status={markStatus} label={label} />}
    />
  );
}
