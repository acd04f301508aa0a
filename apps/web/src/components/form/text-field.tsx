import { TextInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { FieldMark } from './field-mark.tsx';
import { useValidatedField, type ValidatedFieldProps } from './use-validated-field.tsx';

interface TextFieldProps<T extends FieldValues, TOut> extends ValidatedFieldProps<T, TOut> {
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  maxLength?: number;
  /** Show a "checking" mark while an asynchronous rule (a server check) runs. */
  showPending?: boolean;
}

/** A labelled text input with a success or error mark and every failing rule's message. */
export function TextField<T extends FieldValues, TOut>(props: TextFieldProps<T, TOut>) {
  const { label, required, disabled, type = 'text', autoComplete, maxLength, showPending } = props;
  const { ref, input, status, feedback } = useValidatedField(props);
  const markStatus = status === 'pending' && !showPending ? 'idle' : status;
  return (
    <TextInput
      ref={ref}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      label={label}
      type={type}
      autoComplete={autoComplete}
      maxLength={maxLength}
      required={required}
      disabled={disabled}
      {...feedback}
      rightSection={<FieldMark status={markStatus} label={label} />}
    />
  );
}
