import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldErrors } from './field-mark.tsx';
import { fieldMessages, getFieldStatus } from './field-status.ts';

export interface ValidatedFieldProps<T extends FieldValues, TOut = T> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Binds one input to the form and works out its mark and messages. `disabled` is left to the
 * input only: react-hook-form would drop a disabled field's value from what is submitted.
 */
export function useValidatedField<T extends FieldValues, TOut>({ control, name, required }: ValidatedFieldProps<T, TOut>) {
  const {
    field: { ref, ...input },
    fieldState,
    formState,
  } = useController({ control, name });
  const filled = input.value !== undefined && input.value !== null && input.value !== '';
  const status = getFieldStatus(fieldState, formState.isSubmitted, Boolean(required) || filled);
  const messages = fieldMessages(fieldState.error);
  return {
    ref,
    input,
    status,
    feedback: {
      error: messages.length > 0 ? <FieldErrors messages={messages} /> : undefined,
      success: status === 'valid',
    },
  };
}
