import { Group, NativeSelect } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { FieldValues } from 'react-hook-form';
import { FieldMark } from './field-mark.tsx';
import { useValidatedField, type ValidatedFieldProps } from './use-validated-field.tsx';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps<T extends FieldValues, TOut> extends ValidatedFieldProps<T, TOut> {
  options: readonly SelectOption[];
  /** The empty first choice; choosing it stores null. */
  placeholder?: string;
  /** Help text under the label, e.g. why the select is disabled. */
  description?: string;
  /** Called after another option is chosen, e.g. to check again a field whose rule depends on it. */
  onChosen?: () => void;
}

/**
 * A native select (keyboard and touch friendly at any width). Option values keep their type:
 * choosing a numeric option stores a number, the empty choice stores null.
 */
export function SelectField<T extends FieldValues, TOut>(props: SelectFieldProps<T, TOut>) {
  const { label, required, disabled, options, placeholder = '', description, onChosen } = props;
  const { ref, input, status, feedback } = useValidatedField(props);
  const markStatus = status === 'pending' ? 'idle' : status;

  function handleChange(text: string) {
    const option = options.find((item) => String(item.value) === text);
    input.onChange(option ? option.value : null);
    onChosen?.();
  }

  return (
    <NativeSelect
      ref={ref}
      name={input.name}
      value={input.value === null || input.value === undefined ? '' : String(input.value)}
      onChange={(event) => handleChange(event.currentTarget.value)}
      onBlur={input.onBlur}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      data={[{ value: '', label: placeholder }, ...options.map((item) => ({ value: String(item.value), label: item.label }))]}
      {...feedback}
      rightSectionWidth={markStatus === 'idle' ? 32 : 56}
      rightSection={
        <Group gap={4} wrap="nowrap">
          <FieldMark status={markStatus} label={label} />
          <IconChevronDown size={16} aria-hidden />
        </Group>
      }
    />
  );
}
