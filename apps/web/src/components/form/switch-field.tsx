import { Switch } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface SwitchFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  /** Called after the value changed, e.g. to check again a field whose rule depends on it. */
  onChange?: (checked: boolean) => void;
}

/** An on/off field (Active Laic, Enabled). */
export function SwitchField<T extends FieldValues, TOut>({ control, name, label, disabled, onChange }: SwitchFieldProps<T, TOut>) {
  const {
    field: { ref, ...input },
  } = useController({ control, name });
  return (
    <Switch
      ref={ref}
      name={input.name}
      checked={Boolean(input.value)}
      onChange={(event) => {
        const { checked } = event.currentTarget;
        input.onChange(checked);
        onChange?.(checked);
      }}
      onBlur={input.onBlur}
      label={label}
      disabled={disabled}
    />
  );
}
